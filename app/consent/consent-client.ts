// The consent preferences dialog (vanilla-cookieconsent v3). The first layer, the banner, is our own
// prerendered markup (consent-banner.tsx, decision 0009); the library loads only when the visitor
// opens "Manage preferences" or "Cookie settings", or allows an embed. Its CSS is imported here so it
// never enters the main stylesheet.
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";

export * from "./preferences-dialog";
