import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import { ROLES, type Role } from "../../core/accounts/roles.ts";
import type { Invitation } from "../../core/owner/views.ts";
import { ConsoleApiError } from "../api.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import type { ScreenContext } from "./screen.ts";
import { define } from "../../ui-shared/define.ts";

interface Member {
  userId: string;
  email: string;
  role: Role;
  active: boolean;
}

/** The invitation's fields, as the server names them in a refusal. */
const INVITE_FIELDS = ["email", "role"] as const;
type InviteField = (typeof INVITE_FIELDS)[number];

/** @summary Who works at the restaurant; owners invite (a one-time setup link to pass on) and remove people. */
export class CouvertTeamView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75em;
        align-items: end;
        margin: 1em 0;
      }
      /* A long address breaks anywhere, so the table fits a phone with its Remove buttons (QA pass). */
      td:first-child {
        overflow-wrap: anywhere;
      }
      /* On a phone each member is two lines: the address, then role, status and Remove (the columns' words are long in most languages). */
      @media (max-width: 40em) {
        thead {
          display: none;
        }
        tr {
          display: grid;
          grid-template-columns: auto auto 1fr;
          align-items: center;
          column-gap: 1em;
          border-bottom: 1px solid var(--_border);
          padding: 0.5em 0;
        }
        td {
          border: 0;
          padding: 0;
        }
        td:first-child {
          grid-column: 1 / -1;
          font-weight: 600;
        }
        td:last-child {
          justify-self: end;
        }
      }
      .field-error {
        color: var(--_danger);
        font-weight: 600;
        margin: 0.25em 0 0;
        max-width: 20em;
      }
      .link {
        word-break: break-all;
        font-family: ui-monospace, monospace;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    invitation: { state: true },
    message: { state: true },
    refused: { state: true },
    copied: { state: true },
  };

  declare context: ScreenContext;
  declare private invitation: Invitation | null;
  declare private message: string | null;
  /** The server's refusal of one of the invitation's fields, shown at that field. */
  declare private refused: { field: InviteField; text: string } | null;
  declare private copied: boolean;
  /** The members of the restaurant shown; invitations and removals go to that restaurant only. */
  private readonly members = new ScreenLoad<Member[]>(this, {
    load: async (calls) => (await calls.call(OWNER_API.team)).members,
    loaded: (_members, fresh) => {
      if (!fresh) return;
      this.invitation = null;
      this.message = null;
      this.refused = null;
    },
  });

  constructor() {
    super();
    this.invitation = null;
    this.message = null;
    this.refused = null;
    this.copied = false;
  }

  override render() {
    const { m } = this.context;
    return html`<h1 tabindex="-1">${m.team.title}</h1>
      <p class="hint">${m.team.intro}</p>
      ${this.members.render({
        loading: () => html`<p role="status">${m.loading}</p>`,
        failed: (message) =>
          html`<p class="error" role="alert">${message}</p>
            <button type="button" @click=${this.members.reload}>${m.retry}</button>`,
        ready: (members) => this.renderTeam(members),
      })}`;
  }

  private renderTeam(members: Member[]) {
    const { m } = this.context;
    return html`<p class="error" role="alert">${this.message ?? nothing}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">${m.team.email}</th>
            <th scope="col">${m.team.role}</th>
            <th scope="col">${m.team.status}</th>
            <th scope="col"><span class="visually-hidden">${m.team.remove}</span></th>
          </tr>
        </thead>
        <tbody>
          ${members.map(
            (member) =>
              html`<tr>
                <td>${member.email}</td>
                <td>${m.roles[member.role]}</td>
                <td>${member.active ? m.team.active : m.team.invited}</td>
                <td>
                  <button
                    type="button"
                    class="danger"
                    aria-label=${`${m.team.remove}: ${member.email}`}
                    @click=${() => this.removeMember(member.email)}
                  >
                    ${m.team.remove}
                  </button>
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
      <form @submit=${this.handleInvite}>
        <div>
          <label for="invite-email">${m.team.email}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            aria-invalid=${this.refused?.field === "email" ? "true" : "false"}
            aria-describedby=${this.refused?.field === "email" ? "invite-email-error" : nothing}
          />
          ${this.fieldError("email")}
        </div>
        <div>
          <label for="invite-role">${m.team.role}</label>
          <select
            id="invite-role"
            name="role"
            aria-invalid=${this.refused?.field === "role" ? "true" : "false"}
            aria-describedby=${this.refused?.field === "role" ? "invite-role-error" : nothing}
          >
            ${[...ROLES].reverse().map((role) => html`<option value=${role}>${m.roles[role]}</option>`)}
          </select>
          ${this.fieldError("role")}
        </div>
        <button type="submit" class="primary">${m.team.invite}</button>
      </form>
      ${this.invitation ? this.invited(this.invitation) : nothing}`;
  }

  private fieldError(field: InviteField) {
    if (this.refused?.field !== field) return nothing;
    return html`<p class="field-error" id=${`invite-${field}-error`}>${this.refused.text}</p>`;
  }

  private invited(invitation: Invitation) {
    const { m } = this.context;
    if (!invitation.setupUrl) return html`<p class="notice" role="status">${m.team.role_changed(invitation.email)}</p>`;
    const url = invitation.setupUrl;
    return html`<div class="notice" role="status">
      <p>${invitation.emailed ? m.team.invited_emailed(invitation.email) : m.team.invited_link(invitation.email)}</p>
      <p class="link">${url}</p>
      <button type="button" @click=${() => navigator.clipboard.writeText(url).then(() => (this.copied = true))}>
        ${this.copied ? m.team.copied : m.team.copy}
      </button>
    </div>`;
  }

  private async handleInvite(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    try {
      const answer = await this.members.write((calls) =>
        calls.call(OWNER_API.invite, {
          body: { email: String(data.get("email") ?? ""), role: data.get("role") as Role, lang: this.context.lang },
        }),
      );
      if (!answer) return;
      this.invitation = answer.value.invitation;
      this.copied = false;
      this.message = null;
      this.refused = null;
      form.reset();
      await this.members.reload();
    } catch (error) {
      const field = error instanceof ConsoleApiError ? INVITE_FIELDS.find((name) => name === error.field) : undefined;
      if (!field) return void (this.message = errorText(this.context.m, error));
      this.refused = { field, text: errorText(this.context.m, error) };
      this.message = null;
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#invite-${field}`)?.focus();
    }
  }

  private async removeMember(email: string): Promise<void> {
    try {
      const answer = await this.members.write((calls) => calls.call(OWNER_API.removeMember, { body: { email } }));
      if (!answer) return;
      this.members.show(answer.value.members);
      this.message = null;
      // The button pressed left with its row: the focus goes to the title, not to the page's top.
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>("h1")?.focus();
    } catch (error) {
      this.message = errorText(this.context.m, error);
    }
  }
}

define("couvert-team-view", CouvertTeamView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-team-view": CouvertTeamView;
  }
}
