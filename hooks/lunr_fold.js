// Appended by hooks/languages.py to Material's lunr.__LANG__.min.js; the search worker of a
// page loads only its language's file (each language has its own index).  It makes search
// forgiving the way readers type:
// * words are folded before the stemmer, in the index and in the query: Portuguese ignores
//   diacritics ("vitoria" finds "vitória", "Juizes" finds "Juízes"), Russian reads «ё» as «е»;
// * Material appends "*" to every query word, and lunr skips its pipeline for such wildcard
//   words, so here each plain query word is folded and stemmed before its "*": «победы»
//   finds «победа», "vitórias" finds "vitória".
(function (lunr, code) {
  "use strict";
  var language = lunr && lunr[code];
  if (typeof language !== "function" || language.lunrFold) return;
  var fold =
    code === "ru"
      ? function (word) {
          return word.replace(/ё/g, "е");
        }
      : function (word) {
          return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
        };
  var foldToken = function (token) {
    return token.update(fold);
  };
  lunr.Pipeline.registerFunction(foldToken, "lunrFold-" + code);
  var stem = function (word) {
    var token = language.stemmer(new lunr.Token(fold(word), {}));
    return token ? token.toString() : fold(word);
  };

  var folded = function () {
    language.call(this);
    this.pipeline.before(language.stemmer, foldToken);
  };
  Object.assign(folded, language, { lunrFold: true });
  lunr[code] = folded;

  var Lexer = lunr.QueryLexer;
  var word = /(^|\s)([+-]?)([^\s:*~^+-][^\s:*~^]*)\*(?=\s|$)/g;
  var StemmingLexer = function (text) {
    var query = String(text).replace(word, function (_, space, sign, term) {
      return space + sign + stem(term.toLowerCase()) + "*";
    });
    Lexer.call(this, query);
  };
  StemmingLexer.prototype = Lexer.prototype;
  Object.assign(StemmingLexer, Lexer);
  lunr.QueryLexer = StemmingLexer;
})(self.lunr, "__LANG__");
