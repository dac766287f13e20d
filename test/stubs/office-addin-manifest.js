// office-addin-mock imports office-addin-manifest, an ESM package that also calls a web service. jest never needs
// the real one; office-addin-mock only reads the OfficeApp host names from it.
module.exports = {
  OfficeApp: { Excel: "excel", OneNote: "onenote", Outlook: "outlook", PowerPoint: "powerpoint", Project: "project", Word: "word" },
};
