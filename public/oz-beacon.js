// Oz visit analytics: one beacon per page view, no cookie, no lasting storage (docs/analytics.md; names as in lib/core/analytics/shared.ts).
(function (w, d, n, l, h) {
  if (n.doNotTrack === '1' || w.doNotTrack === '1' || n.globalPrivacyControl || n.webdriver || !n.sendBeacon) return;
  var key = 'oz-visit';
  var last;
  var visit = null;
  function read() {
    try {
      return JSON.parse(sessionStorage.getItem(key));
    } catch {
      return visit;
    }
  }
  function send() {
    var path = l.pathname;
    if (path === last) return;
    last = path;
    var v = read();
    var entry = v ? 0 : 1;
    if (!v) {
      var q = new URLSearchParams(l.search);
      var r = '';
      try {
        r = new URL(d.referrer).hostname;
      } catch {}
      v = { l: path, r: r === l.hostname ? '' : r, s: q.get('utm_source') || '', m: q.get('utm_medium') || '', c: q.get('utm_campaign') || '', a: [] };
    }
    if (/^\/(news|resources)\/[^/]+\/[^/]+\/?$/.test(path) && v.a.indexOf(path) < 0 && v.a.length < 10) v.a.push(path);
    visit = v;
    try {
      sessionStorage.setItem(key, JSON.stringify(v));
    } catch {}
    // The shown page's store: pages visited before may stay in the document, hidden.
    var store = '';
    d.querySelectorAll('[data-oz-store]').forEach(function (el) {
      if (!store && el.getClientRects().length) store = el.getAttribute('data-oz-store');
    });
    n.sendBeacon('/api/a', JSON.stringify({ p: path, e: entry, st: store, r: v.r, s: v.s, m: v.m, c: v.c }));
  }
  // A page reached by the site's own links changes the address without loading a document; its content is in place a moment later.
  function soon() {
    w.setTimeout(send, 300);
  }
  var push = h.pushState;
  h.pushState = function () {
    var result = push.apply(this, arguments);
    soon();
    return result;
  };
  w.addEventListener('popstate', soon);
  send();
})(window, document, navigator, location, history);
