// The site's own script, one file so that a page costs one request: the language of the home page,
// the chat box and the search, each in its own section below. Plain JavaScript, no library, no request
// to any other host. Every section finds the site's root from this script's own address.
(function () {
  "use strict";
  var script = document.currentScript || document.querySelector("script[src*='croupier.js']");
  if (!script) return;
  var root = new URL("../../", script.src);  // assets/javascripts/ → the site's root

  // The site's home in the visitor's language: a first visit to the English home page from a browser
  // set to German or Persian goes to /de/ or /fa/. Picking a language in the switcher is remembered,
  // so a visitor who chose English stays there.
  (function language() {
    var KEY = "croupier-language-chosen";
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest(".md-select__link[hreflang]");
      if (link) { try { window.localStorage.setItem(KEY, link.getAttribute("hreflang")); } catch (e) { /* private mode */ } }
    });
    var here = new URL(window.location.href);
    if (here.pathname !== root.pathname && here.pathname !== root.pathname + "index.html") return;
    try { if (window.localStorage.getItem(KEY)) return; } catch (e) { return; }
    var wanted = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < wanted.length; i++) {
      var lang = String(wanted[i]).slice(0, 2).toLowerCase();
      if (lang === "en") return;
      if (lang === "de" || lang === "fa") {
        window.location.replace(new URL(lang + "/", root).href);
        return;
      }
    }
  })();

  // The chat box: it shows itself only when /api/health answers,
  // sends questions to /api/ask on the same host, and writes answers as text, never as HTML.
  (function chat() {
    var box = document.getElementById("croupier-chat");
    if (!box || !window.fetch) return;
    var log = box.querySelector(".croupier-chat-log");
    var form = box.querySelector("form");
    var input = box.querySelector("input");
    var api = new URL("api/", root);
    var session = null;
    var casinoSaid = false;
    try { session = window.sessionStorage.getItem("croupier-session"); } catch (e) { /* private mode */ }

    function say(who, text, lang) {
      var line = document.createElement("p");
      var name = document.createElement("strong");
      name.textContent = who + ": ";
      var words = document.createElement("span");
      words.textContent = text;  // text, so an answer can never inject markup
      if (lang) { words.lang = lang; words.dir = lang === "fa" ? "rtl" : "ltr"; }
      words.style.whiteSpace = "pre-line";
      line.appendChild(name);
      line.appendChild(words);
      log.appendChild(line);
      log.scrollTop = log.scrollHeight;
    }

    var skip = document.querySelector(".croupier-chat-skip");
    fetch(new URL("health", api), { cache: "no-store" }).then(function (response) {
      if (!response.ok) return;
      box.hidden = false;
      if (skip) skip.hidden = false;
    }).catch(function () { /* no API: a static copy of the site; the box stays hidden */ });

    function buttonsOf(choices, lang, className) {
      var row = document.createElement("p");
      row.className = className;
      if (lang) { row.lang = lang; row.dir = lang === "fa" ? "rtl" : "ltr"; }
      choices.forEach(function (choice) {
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = choice.label;
        button.addEventListener("click", function () {
          row.remove();
          send(choice.question, choice.intent);
        });
        row.appendChild(button);
      });
      return row;
    }

    function choicesOf(choices, lang) {
      // Where the assistant is not sure what was meant: each likely topic as a button that asks it.
      if (!choices || !choices.length) return;
      log.appendChild(buttonsOf(choices, lang, "croupier-chat-choices"));
      log.scrollTop = log.scrollHeight;
    }

    function tableInView() {
      var headings = document.querySelectorAll("article h2[id^='table-']");
      if (headings.length < 2) return null;  // one table: the casino says it
      var seen = null;
      headings.forEach(function (heading) {
        if (heading.getBoundingClientRect().top < window.innerHeight / 2) seen = heading.id.slice("table-".length);
      });
      return seen;
    }

    // Esc closes the chat and gives the focus back to its summary.
    var details = box.querySelector("details");
    // The link first in the page's tab order opens the chat at its question field.
    if (skip) skip.addEventListener("click", function (event) {
      event.preventDefault();
      details.open = true;
      input.focus();
    });
    // An empty chat offers questions for the page it is on.
    details.addEventListener("toggle", function () {
      if (!details.open || log.childElementCount) return;
      var starters = [];
      try { starters = JSON.parse(box.dataset.starters || "[]"); } catch (e) { /* none */ }
      if (!starters.length || box.querySelector(".croupier-chat-starters")) return;
      // After the form: typing comes first in the tab order, the offered questions next.
      form.after(buttonsOf(starters.map(function (q) { return { label: q, question: q, intent: null }; }),
                           box.dataset.lang, "croupier-chat-choices croupier-chat-starters"));
    });
    box.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        box.querySelector("summary").focus();
      }
    });

    function send(question, intent) {
      // Buttons offered before (starters, choices) make way for the conversation.
      box.querySelectorAll(".croupier-chat-choices").forEach(function (row) { row.remove(); });
      say(box.dataset.you, question);
      var body = { question: question };
      if (intent) body.intent = intent;
      if (session) body.session = session;
      // On a casino's page the chat is about that casino: said once per page visit, so that a
      // question naming another casino ("and in Wiesbaden?") moves the conversation there.
      if (box.dataset.casino && !casinoSaid) { body.casino = box.dataset.casino; casinoSaid = true; }
      // The table whose section the guest is reading, on a casino page of several tables.
      var table = tableInView();
      if (body.casino && table) body.table = table;
      if (box.dataset.lang) body.page_lang = box.dataset.lang;  // the language to answer in where the words leave it open
      fetch(new URL("ask", api), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body)
      }).then(function (response) {
        return response.json().then(function (data) { return { ok: response.ok, data: data }; });
      }).then(function (result) {
        if (!result.ok) { say(box.dataset.assistant, result.data.detail || box.dataset.error); return; }
        session = result.data.session;
        try { window.sessionStorage.setItem("croupier-session", session); } catch (e) { /* ignore */ }
        say(box.dataset.assistant, result.data.answer, result.data.lang);
        choicesOf(result.data.choices, result.data.lang);
      }).catch(function () {
        say(box.dataset.assistant, box.dataset.error);
      });
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var question = input.value.trim();
      if (!question) return;
      input.value = "";
      send(question, null);
    });
  })();

  // The search: Pagefind's UI in a panel under the header, opened by the magnifier button
  // (overrides/partials/header.html). Nothing of Pagefind loads before the first opening: then its
  // stylesheet and script, and, as the guest types, only the index of the page's own language
  // (Pagefind picks it by <html lang>).
  (function search() {
    var button = document.querySelector(".croupier-search-open");
    var panel = document.getElementById("croupier-search");
    if (!button || !panel) return;
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
})();
