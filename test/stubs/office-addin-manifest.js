// office-addin-mock imports office-addin-manifest, an ESM package that also calls a web service; jest never needs it.
module.exports = {};
