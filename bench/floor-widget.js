/*
 * The bench's floor (bench/widget-speed.ts): served in place of the widget bundle, behind the real
 * loader (which, for it, starts no warm-up worker), it does the least any booking widget must do to
 * pass the bench's "interactive" checks, with no framework, no styles and no Intl. The loader loads
 * it for each element file it names (as modules): only the first defines anything.
 * <couvert-booking> shows a party-size select and the five free times nearest 19:00 on the first day
 * that has any, from the loader's early answer; <couvert-manage> its three controls;
 * <couvert-events> one card once the loader's /events answer is in. What the real widget takes
 * beyond this floor is its own work, its worker's included.
 */
(() => {
  if (customElements.get("couvert-booking")) return;
  const early = window.couvertLoaded?.answers ?? {};

  /** The loader's early answer whose URL contains `part`, as JSON; a load without one fails loudly in the page. */
  const earlyJson = (part) => {
    const key = Object.keys(early).find((url) => url.includes(part));
    if (!key) throw new Error(`bench floor: the loader asked for no ${part}`);
    return early[key].answer.then((answer) => JSON.parse(answer.body));
  };

  const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

  const twoDigits = (n) => String(n).padStart(2, "0");

  /** A day's slots from the loader's compact answer (docs/api.md §13.2a), written out with arithmetic. */
  const slotsOf = (day) =>
    day.runs.flatMap((run) =>
      Array.from(run.available, (flag, n) => {
        const wall = (minutes(run.time) + n * run.stepMinutes) % 1440;
        const startsAt = new Date(Date.parse(run.startsAt) + n * run.stepMinutes * 60_000).toISOString().slice(0, 19) + "Z";
        return { startsAt, time: `${twoDigits(Math.floor(wall / 60))}:${twoDigits(wall % 60)}`, available: flag === "1" };
      }),
    );

  const nearestFreeTimes = (days) => {
    for (const day of days) {
      const free = slotsOf(day).filter((slot) => slot.available);
      if (free.length) return free.sort((a, b) => Math.abs(minutes(a.time) - 1140) - Math.abs(minutes(b.time) - 1140)).slice(0, 5);
    }
    return [];
  };

  customElements.define(
    "couvert-booking",
    class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: "open" });
        const sizes = Array.from({ length: 12 }, (_, i) => `<option${i === 1 ? " selected" : ""}>${i + 1}</option>`).join("");
        root.innerHTML = `<form><label>Party <select id="f-party_size">${sizes}</select></label><div id="times"></div></form>`;
        earlyJson("/reservation/availability").then((body) => {
          root.getElementById("times").innerHTML = nearestFreeTimes(body.data.days)
            .map((slot) => `<button type="button" data-starts-at="${slot.startsAt}">${slot.time}</button>`)
            .join("");
        });
      }
    },
  );

  customElements.define(
    "couvert-manage",
    class extends HTMLElement {
      connectedCallback() {
        this.attachShadow({ mode: "open" }).innerHTML =
          '<form><label>Number <input id="f-number"></label><label>PIN <input id="f-pin"></label><button type="submit">Find</button></form>';
      }
    },
  );

  customElements.define(
    "couvert-events",
    class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: "open" });
        earlyJson("/events").then((body) => {
          const card = document.createElement("article");
          card.setAttribute("part", "event");
          card.textContent = body.data.items.length ? body.data.items[0].title : "No events";
          root.append(card);
        });
      }
    },
  );
})();
