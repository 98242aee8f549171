// The chat box: plain JavaScript, no library. It shows itself only when /api/health answers,
// sends questions to /api/ask on the same host, and writes answers as text, never as HTML.
(function () {
  "use strict";
  var box = document.getElementById("croupier-chat");
  if (!box || !window.fetch) return;
  var log = box.querySelector(".croupier-chat-log");
  var form = box.querySelector("form");
  var input = box.querySelector("input");
  var root = new URL(".", document.querySelector("script[src*='chat.js']").src);
  var api = new URL("../../api/", root);  // assets/javascripts/ → site root → api/
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
