// Persian search: the Arabic letters ي, ى and ك that an Arabic keyboard types become the Persian
// ی and ک the pages are written in, in the search field itself, before the theme searches on keyup.
(function () {
  "use strict";
  var arabic = /[\u064A\u0649\u0643]/g;
  var persian = { "\u064A": "\u06CC", "\u0649": "\u06CC", "\u0643": "\u06A9" };
  document.addEventListener("input", function (event) {
    var field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.classList.contains("md-search__input")) return;
    var folded = field.value.replace(arabic, function (letter) { return persian[letter]; });
    if (folded === field.value) return;
    var at = field.selectionStart;
    field.value = folded;
    field.setSelectionRange(at, at);
  });
})();
