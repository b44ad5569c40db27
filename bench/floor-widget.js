/*
 * The bench's floor (bench/widget-speed.ts): served in place of the widget bundle, behind the real
 * loader (which, for it, starts no warm-up worker), it does the least any booking widget must do to
 * pass the bench's "interactive" checks, with no framework, no styles and no Intl. <couvert-booking> shows a party-size select and the
 * five free times nearest 19:00 on the first day that has any, from the loader's early answer;
 * <couvert-manage> its three controls; <couvert-events> one card once the loader's /events answer is
 * in. What the real widget takes beyond this floor is its own; the floor itself is the page, the
 * browser and this machine.
 */
(function () {
  var script = document.currentScript;
  var early = (script && script.couvertEarly) || {};

  /** The loader's early answer whose URL contains `part`, as JSON. */
  function earlyJson(part) {
    for (var key in early) if (key.indexOf(part) !== -1) return early[key].response.then((response) => response.json());
    return Promise.reject(new Error("the loader asked for no " + part));
  }

  function minutes(time) {
    return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  }

  function nearestFreeTimes(days) {
    for (var d = 0; d < days.length; d++) {
      var free = days[d].slots.filter((slot) => slot.available);
      if (free.length) return free.sort((a, b) => Math.abs(minutes(a.time) - 1140) - Math.abs(minutes(b.time) - 1140)).slice(0, 5);
    }
    return [];
  }

  customElements.define(
    "couvert-booking",
    class extends HTMLElement {
      connectedCallback() {
        var root = this.attachShadow({ mode: "open" });
        var options = "";
        for (var size = 1; size <= 12; size++) options += "<option" + (size === 2 ? " selected" : "") + ">" + size + "</option>";
        root.innerHTML = '<form><label>Party <select id="f-party_size">' + options + '</select></label><div id="times"></div></form>';
        earlyJson("/reservation/availability").then((body) => {
          root.getElementById("times").innerHTML = nearestFreeTimes(body.data.days)
            .map((slot) => '<button type="button" data-starts-at="' + slot.startsAt + '">' + slot.time + "</button>")
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
        var root = this.attachShadow({ mode: "open" });
        earlyJson("/events").then((body) => {
          var card = document.createElement("article");
          card.setAttribute("part", "event");
          card.textContent = body.data.items.length ? body.data.items[0].title : "No events";
          root.append(card);
        });
      }
    },
  );
})();
