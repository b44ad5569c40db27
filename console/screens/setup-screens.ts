// The screens an owner sets the restaurant up with (walkthrough, settings, website): a chunk of
// their own, loaded when one is first shown. The walkthrough embeds the settings' forms.
import "./getting-started-view.ts";
import "./settings-view.ts";
import "./website-view.ts";
