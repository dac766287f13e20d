// Imported first by the playground entry: ES modules evaluate in import order, so the stand-in exists before
// the functions module associates its functions.
import { installCustomFunctionsRuntime } from "./custom-functions-runtime";

installCustomFunctionsRuntime();
