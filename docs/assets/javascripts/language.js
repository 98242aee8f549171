// The site's home in the visitor's language: a first visit to the English home page from a browser
// set to German or Persian goes to /de/ or /fa/. Picking a language in the switcher is remembered,
// so a visitor who chose English stays there. Plain JavaScript, no request to any other host.
(function () {
  "use strict";
  var KEY = "croupier-language-chosen";
  var script = document.querySelector("script[src*='language.js']");
  if (!script) return;
  var root = new URL("../../", script.src);  // assets/javascripts/ → the site's root
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
