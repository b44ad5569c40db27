import type { TemplateResult } from "lit";
import type { Area, Role } from "../../core/accounts/roles.ts";
import type { Membership } from "../../core/accounts/schemas.ts";
import type { NotifyChannel } from "../../core/reservation/channels.ts";
import type { ConsoleApi } from "../api.ts";
import type { ConsoleLang, ConsoleMessages } from "../i18n/index.ts";

/** What the shell hands every screen. */
export interface ScreenContext {
  api: ConsoleApi;
  m: ConsoleMessages;
  lang: ConsoleLang;
  restaurant: Membership["restaurant"];
  role: Role;
  /** The hash path after the screen's id, e.g. `["2026-11-23"]` for `#/bistro/day/2026-11-23`. */
  params: string[];
  /** Counts the reservation writes heard live since the console opened: a screen reloads when it changes. */
  liveTick: number;
  navigate: (screen: string, ...params: string[]) => void;
  /** The guest channels the server delivers (GET /owner/api/session); absent: every one. */
  notifyChannels?: readonly NotifyChannel[] | undefined;
}

/** One entry of the console's navigation. */
export interface ScreenDefinition {
  id: string;
  /** Staff see only `reservations` screens; the server refuses the rest to them anyway. */
  area: Area;
  label: (m: ConsoleMessages, lang: ConsoleLang) => string;
  /** Whether the navigation lists it (and it may open by default); it always opens by its address. Default: always. */
  listed?: (restaurant: Membership["restaurant"]) => boolean;
  render: (context: ScreenContext) => TemplateResult;
  /**
   * The navigation counts beside its label what waits for a decision (docs/api.md §16.6 `GET …/requests`);
   * the screen tells that count (`couvert-waiting`) after each of its loads.
   */
  showsWaiting?: boolean;
}
