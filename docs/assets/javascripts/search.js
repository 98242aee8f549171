// The search: Pagefind's UI in a panel under the header, opened by the magnifier button
// (overrides/partials/header.html). Nothing of Pagefind loads before the first opening: then its
// stylesheet and script, and, as the guest types, only the index of the page's own language
// (Pagefind picks it by <html lang>). Plain JavaScript, no request to any other host.
(function () {
  "use strict";
  var button = document.querySelector(".croupier-search-open");
  var panel = document.getElementById("croupier-search");
  var script = document.querySelector("script[src*='search.js']");
  if (!button || !panel || !script) return;
  var root = new URL("../../", script.src);  // assets/javascripts/ → the site's root
  var bundle = new URL("pagefind/", root);
  var loading = null;

  // Persian as an Arabic keyboard types it: ي, ى and ك are the Persian ی and ک the pages are written in.
  var arabic = /[\u064A\u0649\u0643]/g;
  var persian = { "\u064A": "\u06CC", "\u0649": "\u06CC", "\u0643": "\u06A9" };
  function fold(term) {
    return term.replace(arabic, function (letter) { return persian[letter]; });
  }

  function load() {
    if (loading) return loading;
    var style = document.querySelector("link[href$='pagefind-ui.css']") || document.createElement("link");
    style.rel = "stylesheet";
    style.href = new URL("pagefind-ui.css", bundle).href;
    document.head.appendChild(style);
    loading = new Promise(function (resolve, reject) {
      var code = document.createElement("script");
      code.src = new URL("pagefind-ui.js", bundle).href;
      code.onload = resolve;
      code.onerror = reject;
      document.head.appendChild(code);
    }).then(function () {
      var ui = document.createElement("div");
      panel.appendChild(ui);
      /* global PagefindUI */
      new PagefindUI({
        element: ui,
        bundlePath: bundle.pathname,
        baseUrl: root.pathname,  // results link inside this site wherever it is served
        showImages: false,
        showSubResults: false,  // one result a page: a phone shows more pages at once
        excerptLength: 24,
        processTerm: fold,
      });
      // The field's name for screen readers: Pagefind gives it only a title (axe: label-title-only).
      var field = panel.querySelector("input");
      if (field) field.setAttribute("aria-label", field.title || button.getAttribute("aria-label"));
    }).catch(function () {
      loading = null;  // a failed load (offline) is tried again at the next opening
      close();
    });
    return loading;
  }

  function focusField() {
    var field = panel.querySelector("input");
    if (field) field.focus();
  }

  function open() {
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    load().then(focusField);
  }

  function close() {
    if (panel.hidden) return;
    panel.hidden = true;
    button.setAttribute("aria-expanded", "false");
  }

  button.addEventListener("click", function () {
    if (panel.hidden) open(); else close();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && !panel.hidden) {
      close();
      button.focus();
      return;
    }
    // "/" opens the search, as in the theme's own, unless the guest is typing somewhere
    var typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
    if (event.key === "/" && !typing && panel.hidden && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      open();
    }
  });
  // A click outside the panel and its button closes it, as the theme's search overlay did.
  // (A target gone from the page is one the search itself removed, such as its "load more" button.)
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (panel.hidden || !target.isConnected || panel.contains(target) || button.contains(target)) return;
    close();
  });
})();
