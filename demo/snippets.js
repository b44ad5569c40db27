// Copy buttons for the snippet page. External file: the page runs under a
// strict Content-Security-Policy (no inline scripts or handlers).
(function () {
  "use strict";

  var status = document.getElementById("copy-status");
  var resetTimers = new WeakMap();

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.appendChild(area);
    area.select();
    var ok;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy failed"));
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () {
        return fallbackCopy(text);
      });
    }
    return fallbackCopy(text);
  }

  function selectCode(code) {
    var range = document.createRange();
    range.selectNodeContents(code);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }

  function show(button, label, state) {
    button.textContent = label;
    button.dataset.state = state;
    if (status) {
      // Clear first so that repeated copies are announced again.
      status.textContent = "";
      window.setTimeout(function () {
        status.textContent =
          state === "ok" ? "Snippet copied to clipboard." : "Could not copy automatically. The snippet is selected: press Ctrl+C or Cmd+C.";
      }, 50);
    }
    window.clearTimeout(resetTimers.get(button));
    resetTimers.set(
      button,
      window.setTimeout(function () {
        button.textContent = "Copy";
        delete button.dataset.state;
      }, 2000),
    );
  }

  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var code = document.getElementById(button.dataset.copy);
    if (!code) return;
    button.hidden = false;
    var prev = button.closest(".snippet").previousElementSibling;
    var name = button.dataset.label || (prev && /^H[2-4]$/.test(prev.tagName) ? prev.textContent : "");
    var section = button.closest("section");
    var group = section && section.querySelector("h2");
    if (name) {
      button.setAttribute("aria-label", "Copy snippet: " + name.trim() + (group ? " (" + group.textContent.trim() + ")" : ""));
    }
    button.addEventListener("click", function () {
      copyText(code.textContent).then(
        function () {
          show(button, "Copied ✓", "ok");
        },
        function () {
          selectCode(code);
          show(button, "Press Ctrl+C", "error");
        },
      );
    });
  });
})();
