import { API_BASE_PATH } from "../../core/api-path.ts";
import { DEFAULT_PARTY_SIZE } from "../../core/limits.ts";
import { LOCAL_DATE_PATTERN } from "../../core/time.ts";

/**
 * Widget delivery (docs/api.md §3.5): each element is an ES module under a content-hashed name,
 * `couvert.<element>-<hash>.js`, beside one shared chunk, `couvert.shared-<hash>.js` (Lit, the
 * client, the shared domain code), cached for a year as immutable; `/widget/couvert.js`, the URL
 * owners paste, is this small loader, cached briefly, that loads the files named by the last build.
 */

/**
 * How long after it ran the loader waits at most for the page's `load` before it loads the other
 * elements' files (at idle, waiting at most IDLE_WAIT_MS more): one hung image or font must not
 * leave an element a single-page app adds later undefined.
 */
export const LATER_MS = 5000;
export const IDLE_WAIT_MS = 2000;

/**
 * The elements, in the order the loader loads them: manage first, whose first screen needs no
 * answer and is drawn while the others' answers travel; then the booking form, then events.
 */
export const WIDGET_KINDS = ["manage", "booking", "events"] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Each element's files, in the order they run: the chunks its entry imports, then the entry. */
export type WidgetFiles = Record<WidgetKind, string[]>;

/** `couvert.<name>-<hash>.js` and its source map: a new build is a new name, so these never change. */
export const HASHED_WIDGET_FILE = /^couvert\.[\w-]{8,}\.js(\.map)?$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The loader and anything else unhashed: a new build reaches every site within five minutes. */
export const BRIEFLY = "public, max-age=300";

/** The Cache-Control of a file of the widget folder. */
export const widgetCacheControl = (fileName: string): string => (HASHED_WIDGET_FILE.test(fileName) ? IMMUTABLE : BRIEFLY);

/**
 * The loader of the element files `files`. It loads, from its own folder (its own `src`, so from
 * the Couvert server whatever site embeds it), the files of the elements on the page (each
 * `<couvert-…>` there, and the tag's own `data-widget`), in `WIDGET_KINDS`' order, each a
 * `<script type="module">` placed right after its own tag, with the tag's nonce (never its
 * `crossorigin`: see `loadFiles`): a page runs only the code of the widgets it holds (issue 30). A page with no element yet when
 * the loader runs (an app that adds them later) gets all three. A script-tag-only install
 * (`data-widget`) is mounted by the loader itself: the element goes right where the tag stands
 * (in `<head>`: at the end of the body), with the tag's other `data-*` attributes.
 *
 * One script for many widgets (issue 28): a page may hold the loader several times (three snippets
 * pasted together). The first leaves `window.couvertLoaded` (its early answers, its warm-up, the
 * files it added); a later one shares them, asks only for elements no loader has seen yet (each
 * element is marked), and adds only files no loader added.
 *
 * While the chunks download and start, the loader already sends the first GET requests of the
 * widgets on the page: `/reservation` for booking and manage, the booking's first month of
 * availability (`party-size`, else 2; from `date` when later than the browser's today, else today,
 * to the month's end: what widget/shared/slot-picker.ts `prefetch` asks), `/events` for events.
 * Each request is the very one the widget's client would send; the promises are handed to the
 * elements in `window.couvertLoaded.answers` (`{ [apiKey + " " + url]: { answer, left } }`: the
 * answer's status, `Retry-After` and body text, read as it arrives; `left` being how many elements asked), which the client takes instead of fetching
 * (widget/api/early-answers.ts). A guess that turns out wrong is simply not taken. Issue 11: the
 * answers no longer wait for the chunks' download and evaluation.
 *
 * It also starts a worker that builds the widgets' date formatters once, off the page's main
 * thread: a page's first `Intl.DateTimeFormat` loads the browser's locale and zone data (about
 * 100 ms in one piece on a mid-range phone, issue 11), and that data is kept for the whole
 * renderer, so the page's own first formatters then cost a few milliseconds. The worker is this
 * very file (it sees no `document` and only warms up) when the page shares the script's origin, else
 * a worker from a `blob:` URL of the same function; a page whose policy refuses both simply warms
 * up on its main thread, as before. The elements wait for it through `window.couvertLoaded.intl`,
 * a promise settled when the worker is done or failed (widget/shared/format.ts).
 * Plain ES5, no eval: it must run wherever the chunks may, under `script-src 'self'` too (the
 * build minifies it for ES2015, which every browser that runs the chunks has).
 */
export function widgetLoaderSource(files: WidgetFiles): string {
  // The files every element needs (the shared chunk), named once: the loader is fetched on every page view.
  const everyone = files.booking.filter((file) => WIDGET_KINDS.every((kind) => files[kind].includes(file)));
  const own = Object.fromEntries(WIDGET_KINDS.map((kind) => [kind, files[kind].filter((file) => !everyone.includes(file))]));
  return `/* Couvert widget loader: loads the widgets' files from this script's folder and asks for their first answers meanwhile (docs/api.md §3.5). */
(function () {
  /* The formatters a first screen shows (widget/shared/format.ts), in each language, and core/time/zone-offset.ts's. */
  function warmIntl(locales) {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    var n = "numeric";
    var options = [
      { timeZone: zone, hourCycle: "h23", era: "short", year: n, month: n, day: n, hour: n, minute: n, second: n },
      { hour: n, minute: "2-digit", timeZone: zone },
      { weekday: "short", day: n, month: "short", timeZone: "UTC" },
      { weekday: "long", day: n, month: "long", year: n, timeZone: "UTC" },
      { dateStyle: "full", timeStyle: "short", timeZone: zone },
      /* The zone's name, shown beside the times to a guest in another zone (its names load for every zone at once). */
      { timeZoneName: "longGeneric", timeZone: zone }
    ];
    for (var l = 0; l < locales.length; l++) {
      for (var o = 0; o < options.length; o++) {
        try {
          var format = new Intl.DateTimeFormat(o ? locales[l] : "en-US", options[o]);
          format.formatToParts(0);
          if (o === 4) format.formatRange(0, 864e5); /* the events' "from … to" */
        } catch (error) {}
      }
    }
  }
  /* Started as the warm-up worker (below): the languages are the URL's fragment. */
  if (typeof document === "undefined") {
    try { warmIntl(decodeURIComponent(location.hash.slice(1)).split(",")); } catch (error) {}
    return void postMessage(0);
  }
  var own = ${JSON.stringify(own)};
  var tag = document.currentScript;
  var src = (tag && tag.src) || location.href;
  var loaded = window.couvertLoaded;
  if (!loaded) loaded = window.couvertLoaded = { intl: null };
  /* "answers", not the "early" of builds before 2026-11-28, whose entries held a Response: each build's elements find only
     entries of their own shape (another build's loader on the page leaves them to fetch themselves). */
  var answers = loaded.answers || (loaded.answers = {});
  var added = loaded.added || (loaded.added = {});
  function pageWidgets() {
    return document.querySelectorAll("couvert-booking, couvert-manage, couvert-events");
  }
  function ask(attr, path) {
    var key = attr("api-key");
    if (!key || !window.fetch) return;
    var url = (attr("api-base") || new URL(${JSON.stringify(API_BASE_PATH)}, src).href).replace(/\\/+$/, "") + path;
    var entry = answers[key + " " + url];
    if (entry) return void (entry.left += 1);
    /* Planned here, where the attributes are read; sent in a task of its own (see below). A fetch that throws (a key
       that is no header value) rejects the promise: the element that takes it must not wait for ever. */
    var answer = new Promise(function (settle, fail) {
      soon(function () {
        try {
          settle(fetch(url, { method: "GET", headers: { Accept: "application/json", Authorization: "Bearer " + key }, credentials: "omit" }).then(read));
        } catch (error) {
          fail(error);
        }
      });
    });
    answer["catch"](function () {});
    answers[key + " " + url] = { answer: answer, left: 1 };
  }
  /* What the elements read of an answer, read as it arrives while the page waits for their files: each element that asked
     takes the same text, with no response to clone and read again in tasks behind the other elements' start-up. */
  function read(response) {
    return response.text().then(function (body) {
      return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: body };
    });
  }
  function firstMonth(attr) {
    var now = new Date();
    var today = new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 10);
    var date = attr("date") || "";
    var from = ${LOCAL_DATE_PATTERN}.test(date) && date > today ? date : today;
    if (from.slice(0, 7) !== today.slice(0, 7)) from = from.slice(0, 8) + "01";
    var party = attr("party-size") || "${DEFAULT_PARTY_SIZE}";
    if (!/^[1-9]\\d*$/.test(party)) return;
    var last = new Date(Date.UTC(+from.slice(0, 4), +from.slice(5, 7), 0)).getUTCDate();
    ask(attr, "/reservation/availability?date=" + from + "&party_size=" + party + "&days=" + (last - +from.slice(8, 10) + 1) + "&format=compact");
  }
  /* mark: count each element once, whichever loader of the page sees it first. */
  function widgets(each, mark) {
    var elements = [].slice.call(pageWidgets());
    if (waiting) elements.push(waiting);
    for (var e = 0; e < elements.length; e++) {
      var element = elements[e];
      if (mark && element.couvertAsked) continue;
      if (mark) element.couvertAsked = true;
      each(element.localName.slice(8), function (name) { return element.getAttribute(name); });
    }
  }
  /* A script-tag-only install's element while the body it goes to is not there yet: asked for early all the same. */
  var waiting = null;
  /* The script-tag-only install: its element right where the tag stands, with the tag's other data-* attributes. */
  function mount() {
    var kind = tag && tag.getAttribute("data-widget");
    if (!own.hasOwnProperty(kind) || !tag.parentNode) return;
    var element = document.createElement("couvert-" + kind);
    for (var i = 0; i < tag.attributes.length; i++) {
      var attribute = tag.attributes[i];
      if (attribute.name.indexOf("data-") === 0 && attribute.name !== "data-widget") element.setAttribute(attribute.name.slice(5), attribute.value);
    }
    /* In <head>: at the end of the body (a loader there that runs before the body loads every element's files). */
    if (!tag.closest("head")) tag.parentNode.insertBefore(element, tag.nextSibling);
    else if (document.body) document.body.appendChild(element);
    else {
      waiting = element;
      addEventListener("DOMContentLoaded", function () { document.body.appendChild(element); });
    }
  }
  /* The element files of the kinds on the page, in WIDGET_KINDS' order (all of them when there is none yet), each once per page;
     the other kinds once the page has loaded and is idle (or LATER_MS after this ran, whichever comes first: a page
     whose image never finishes never fires "load"), so an element a page's script adds later still comes alive. */
  function loadFiles(every) {
    var kinds = [];
    var found = every ? [] : pageWidgets();
    for (var e = 0; e < found.length; e++) kinds.push(found[e].localName.slice(8));
    var after = !every && tag && tag.parentNode && !tag.closest("head") ? tag : null;
    for (var k in own) {
      if (kinds.length && kinds.indexOf(k) === -1) continue;
      var files = ${JSON.stringify(everyone)}.concat(own[k]);
      for (var f = 0; f < files.length; f++) {
        var file = files[f];
        if (added[file]) continue;
        added[file] = true;
        var script = document.createElement("script");
        script.type = "module";
        script.src = new URL(file, src).href;
        script.async = false;
        script.fetchPriority = every ? "low" : "high";
        /* No crossorigin: a module is fetched with CORS anyway, and without credentials; a tag's "use-credentials" would
           ask with them, which the server's "Access-Control-Allow-Origin: *" refuses (docs/api.md §3.5). */
        if (tag && tag.nonce) script.nonce = tag.nonce;
        if (after) after = after.parentNode.insertBefore(script, after.nextSibling);
        else document.head.appendChild(script);
      }
    }
    if (!every && kinds.length) whenIdle(function () { loadFiles(true); });
  }
  function whenIdle(step) {
    var due = true;
    function idle() {
      if (!due) return;
      due = false;
      if (window.requestIdleCallback) requestIdleCallback(step, { timeout: ${IDLE_WAIT_MS} });
      else setTimeout(step);
    }
    if (document.readyState === "complete") return idle();
    addEventListener("load", idle);
    setTimeout(idle, ${LATER_MS});
  }
  function askEarly() {
    try {
      widgets(function (widget, attr) {
        if (widget === "booking" || widget === "manage") ask(attr, "/reservation");
        if (widget === "booking") firstMonth(attr);
        if (widget === "events") ask(attr, "/events");
      }, true);
    } catch (error) {}
  }
  /* The languages the widgets may show: each one's own lang, the page's, and English, the fallback. */
  function languages() {
    var found = ["en"];
    function add(lang) {
      if (lang && found.indexOf(lang) === -1) found.push(lang);
    }
    try {
      add(document.documentElement.lang);
      widgets(function (widget, attr) {
        add(attr("lang"));
      });
    } catch (error) {}
    return found.join(",");
  }
  function startWarmUp(done) {
    try {
      var own = new URL(src);
      var langs = languages();
      own.hash = langs;
      var script = own.origin === location.origin ? own.href : URL.createObjectURL(new Blob(["(" + warmIntl + ")(" + JSON.stringify(langs.split(",")) + "); postMessage(0);"], { type: "text/javascript" }));
      var worker = new Worker(script);
      worker.onmessage = worker.onerror = function () {
        worker.terminate();
        if (script !== own.href) URL.revokeObjectURL(script);
        done();
      };
    } catch (error) {
      done();
    }
  }
  /* Each request and the worker in a task of its own (each costs tens of milliseconds on a phone; this task is the
     page's that finishes parsing), as early as the browser lets them: user-blocking tasks where it has them, else
     the next tasks. They go ahead of the page's first style and layout (which follow a deferred loader and take
     hundreds of milliseconds on a phone, issue 11) only when that frame is not yet due: in traces at 4x CPU, in
     some loads and not in others. The requests first: most first screens wait for their answers and not for
     the worker (dates from the catalogues' words, times from the answers), and starting it takes 5-25 ms at 4x CPU. */
  function soon(step) {
    var scheduler = window.scheduler;
    if (scheduler && scheduler.postTask) scheduler.postTask(step, { priority: "user-blocking" });
    else setTimeout(step);
  }
  mount();
  loadFiles();
  askEarly();
  if (!loaded.intl && window.Worker && window.Promise) {
    loaded.intl = new Promise(function (done) {
      soon(function () { startWarmUp(done); });
    });
  }
})();
`;
}
