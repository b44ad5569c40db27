import type { BookableTimeRules } from "../../../core/bookability/bookable-times.ts";
import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { html, nothing } from "lit";
import { define } from "../../../ui-shared/define.ts";
import { localDateTime, todayIn } from "../../format.ts";
import { consoleStyles } from "../../styles.ts";
import { editedHoursOf, hoursProblems, scheduleOf, type EditedHours } from "../hours-editing.ts";
import "./hours-editor.ts";
import type { CouvertHoursEditor } from "./hours-editor.ts";
import type { FieldErrors } from "./field-errors.ts";
import type { StrandedBookings } from "./settings-data.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";
import { settingsHoursStyles } from "./settings-hours.styles.ts";
import { SettingsSectionElement } from "./settings-section.ts";

/**
 * @summary The Settings screen's opening hours (docs/api.md §16.6): the hours editor and its Save.
 * Saving hours that would strand bookings lists them first and asks: save anyway, or keep editing.
 *
 * @fires couvert-settings-saved - the hours saved; `detail` is the stored settings.
 */
export class CouvertSettingsHours extends SettingsSectionElement {
  static override styles = [consoleStyles, settingsFormStyles, settingsHoursStyles];

  static override properties = {
    ...SettingsSectionElement.properties,
    stranded: { state: true },
  };

  /** The hours the editor starts from: those loaded, then those saved. */
  private initial: EditedHours | null = null;
  /** Bookings the edited hours would strand, while the owner decides; null when not asking. */
  declare private stranded: StrandedBookings | null;

  constructor() {
    super();
    this.stranded = null;
  }

  private get editor(): CouvertHoursEditor {
    return this.renderRoot.querySelector("couvert-hours-editor")!;
  }

  override render() {
    const t = this.t.hours;
    const zone = this.data.settings.timezone;
    return this.card(
      "hours",
      t.title,
      this.handleHoursSubmit,
      html`<p class="hint">${t.zone(zone)}</p>
        <couvert-hours-editor
          .value=${(this.initial ??= editedHoursOf(this.data.services, this.data.hours))}
          .errors=${this.errors}
          .lang=${this.context.lang}
          .today=${todayIn(zone)}
          .previewRules=${this.previewRules()}
          @couvert-hours-edited=${this.handleEdited}
        ></couvert-hours-editor>
        ${this.stranded ? this.strandedWarning(this.stranded, zone) : nothing}`,
      this.stranded !== null,
    );
  }

  /** The settings the hours editor previews bookable times with, as the server lists them. */
  private previewRules(): BookableTimeRules {
    const { timezone, defaultDwellMinutes, minMinutesBeforeClosing, slotIntervalMinutes } = this.data.settings;
    return { timezone, defaultDwellMinutes, minMinutesBeforeClosing, slotIntervalMinutes };
  }

  private strandedWarning({ affected, more }: StrandedBookings, zone: string) {
    const t = this.t.hours;
    return html`<div class="warning" role="group" aria-labelledby="stranded-title">
      <h3 id="stranded-title" tabindex="-1">${t.warningTitle}</h3>
      <p>${t.warningText(affected.length, more)}</p>
      <ul>
        ${affected.map(
          (r) =>
            html`<li data-number=${r.reservation_number}>
              ${t.booking(
                localDateTime(r.starts_at, zone, this.context.lang),
                [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" "),
                r.reservation_number,
              )}
            </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" class="primary" @click=${this.handleSaveAnyway}>${t.saveAnyway}</button>
        <button type="button" @click=${this.handleKeepEditing}>${t.keepEditing}</button>
      </div>
    </div>`;
  }

  /** What was said of the hours as they were (saved, or a warning) no longer holds once they change. */
  private handleEdited(): void {
    this.stranded = null;
    this.status = undefined;
  }

  private async handleHoursSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const edited = this.editor.hours;
    const problems = this.checkHours(edited);
    if (Object.keys(problems).length > 0) return this.refuse(form, problems);
    const hours = { services: scheduleOf(edited) };
    await this.save(
      form,
      (calls) => calls.call(OWNER_API.checkHours, { body: hours }),
      async (stranded) => {
        if (stranded.affected.length === 0) return this.saveHours(form);
        this.stranded = stranded;
        this.status = undefined;
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>("#stranded-title")?.focus();
      },
      null,
    );
  }

  private async saveHours(form: HTMLFormElement): Promise<void> {
    this.stranded = null;
    await this.save(
      form,
      (calls) => calls.call(OWNER_API.setHours, { body: { services: scheduleOf(this.editor.hours) } }),
      (data) => {
        this.initial = editedHoursOf(data.services, data.hours);
        this.announceSaved(data);
      },
    );
  }

  private handleSaveAnyway(event: Event): Promise<void> {
    return this.saveHours((event.currentTarget as HTMLElement).closest("form")!);
  }

  private async handleKeepEditing(): Promise<void> {
    this.stranded = null;
    this.status = { kind: "failed", text: this.t.hours.notSaved };
    await this.updateComplete;
    await this.editor.focusWeekly();
  }

  private checkHours(hours: EditedHours): FieldErrors {
    const t = this.t.invalid;
    return hoursProblems(hours, { ...t, capacity: t.wholeNumber });
  }

  /** Every error of the hours is at a field of the editor. */
  protected override async refuse(form: HTMLFormElement, problems: FieldErrors): Promise<void> {
    await super.refuse(form, problems);
    await this.editor.focusFirstInvalid();
  }

  /** The server's `path` itself when it is anywhere in the hours: the editor marks it by its whole path. */
  protected override fieldAt(_form: HTMLFormElement, path: string): string | undefined {
    return /^(weeklyHours|dateExceptions|services)\./.test(path) ? path : undefined;
  }
}

define("couvert-settings-hours", CouvertSettingsHours);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-hours": CouvertSettingsHours;
  }
}
