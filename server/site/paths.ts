import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const PROJECT_ROOT = ROOT;
export const WIDGET_DIR = path.join(ROOT, "dist", "widget");
export const WIDGET_FILE = path.join(WIDGET_DIR, "couvert.js");
export const CONSOLE_DIR = path.join(ROOT, "dist", "console");
export const DEMO_DIR = path.join(ROOT, "demo");
