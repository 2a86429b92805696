// NashLab classroom room: helpers shared by the student, projector and instructor pages.
// Everything hangs off one global, NashRoom. No framework, no build step, nothing fetched from
// elsewhere; the server's Content-Security-Policy forbids inline scripts and styles, so pages
// build their DOM with createElement / textContent only (never innerHTML with data).
(function () {
  'use strict';

  var SVG_NS = 'http://www.w3.org/2000/svg';

  // ---- DOM -------------------------------------------------------------------------------

  function byId(id) { return document.getElementById(id); }

  function append(parent, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) { child.forEach(function (c) { append(parent, c); }); return; }
    if (typeof child === 'string' || typeof child === 'number') {
      parent.appendChild(document.createTextNode(String(child)));
      return;
    }
    parent.appendChild(child);
  }

  // el('button', {class: 'btn', text: 'Go', data: {seat: 2}, attrs: {type: 'button'},
  //               on: {click: fn}}, child, …): an element; children are nodes, strings or arrays.
  function applyProps(node, props, isSvg) {
    if (!props) return;
    Object.keys(props).forEach(function (key) {
      var v = props[key];
      if (v === null || v === undefined) return;
      if (key === 'class' || key === 'className') {
        if (isSvg) node.setAttribute('class', v); else node.className = v;
      } else if (key === 'text') {
        node.textContent = String(v);
      } else if (key === 'data') {
        Object.keys(v).forEach(function (k) { node.setAttribute('data-' + k, String(v[k])); });
      } else if (key === 'attrs') {
        Object.keys(v).forEach(function (k) {
          if (v[k] !== null && v[k] !== undefined && v[k] !== false) {
            node.setAttribute(k, v[k] === true ? '' : String(v[k]));
          }
        });
      } else if (key === 'on') {
        Object.keys(v).forEach(function (k) { node.addEventListener(k, v[k]); });
      } else if (key === 'hidden' || key === 'disabled' || key === 'checked') {
        node[key] = !!v;
      } else if (isSvg) {
        node.setAttribute(key, String(v));
      } else if (key in node) {
        node[key] = v;
      } else {
        node.setAttribute(key, String(v));
      }
    });
  }

  function el(tag, props) {
    var node = document.createElement(tag);
    applyProps(node, props, false);
    for (var i = 2; i < arguments.length; i++) append(node, arguments[i]);
    return node;
  }

  function svg(tag, props) {
    var node = document.createElementNS(SVG_NS, tag);
    applyProps(node, props, true);
    for (var i = 2; i < arguments.length; i++) append(node, arguments[i]);
    return node;
  }

  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
    return node;
  }

  function setText(node, text) {
    if (typeof node === 'string') node = byId(node);
    if (!node) return;
    var t = text === null || text === undefined ? '' : String(text);
    if (node.textContent !== t) node.textContent = t;
  }

  function show(node, visible) {
    if (typeof node === 'string') node = byId(node);
    if (node) node.hidden = !visible;
  }

  function setPhase(phase) {
    if (document.body.getAttribute('data-phase') !== phase) {
      document.body.setAttribute('data-phase', phase);
    }
  }

  // ---- text ------------------------------------------------------------------------------

  // A number for people: at most `decimals` decimals (2 by default), no trailing zeros, a real
  // minus sign; "—" for anything that is not a finite number.
  function fmtNumber(value, decimals) {
    if (value === null || value === undefined || value === '') return '—';
    var n = typeof value === 'number' ? value : Number(value);
    if (!isFinite(n)) return typeof value === 'string' ? value : '—';
    var d = decimals === undefined ? 2 : decimals;
    var s = n.toFixed(d);
    if (s.indexOf('.') >= 0) s = s.replace(/0+$/, '').replace(/\.$/, '');
    if (s === '-0') s = '0';
    return s.replace(/^-/, '\u2212');
  }

  // Any value from the wire as text: strings as they are, numbers formatted, else JSON.
  function asText(value) {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'number') return fmtNumber(value);
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    try { return JSON.stringify(value); } catch (e) { return String(value); }
  }

  function plural(n, one, many) { return n === 1 ? one : many; }

  // "https://host:8765/?code=K7QM2P" → "host:8765" (what to type on a phone).
  function shortAddress(url) {
    if (!url) return '';
    try {
      var u = new URL(url, location.href);
      return u.host + (u.pathname && u.pathname !== '/' ? u.pathname : '');
    } catch (e) {
      return String(url);
    }
  }

  // ---- location --------------------------------------------------------------------------

  function queryParam(name) {
    try { return new URLSearchParams(location.search).get(name); } catch (e) { return null; }
  }

  // The fragment read as a query ("#t=TOKEN&x=1").
  function hashParam(name) {
    var h = location.hash ? location.hash.slice(1) : '';
    try { return new URLSearchParams(h).get(name); } catch (e) { return null; }
  }

  function socketUrl() {
    return (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
  }

  // ---- storage (private browsing may forbid it) -------------------------------------------

  var store = {
    get: function (key) {
      try {
        var raw = window.localStorage.getItem(key);
        return raw ? JSON.parse(raw) : null;
      } catch (e) { return null; }
    },
    set: function (key, value) {
      try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* ignore */ }
    },
    remove: function (key) {
      try { window.localStorage.removeItem(key); } catch (e) { /* ignore */ }
    }
  };

  // The instructor's token from the fragment (#t=TOKEN). It is kept for this tab only (so a
  // reload still works) and taken out of the address bar, which may be on the big screen.
  function takeToken(key) {
    var t = hashParam('t');
    try {
      if (t) {
        window.sessionStorage.setItem(key, t);
        history.replaceState(null, '', location.pathname + location.search);
      } else {
        t = window.sessionStorage.getItem(key);
      }
    } catch (e) { /* storage or history not available: use what the fragment gave */ }
    return t || null;
  }

  // ---- the socket ------------------------------------------------------------------------

  // connect({
  //   hello():      the message to send on every (re)connection, or null for none,
  //   onMessage(m): each JSON message from the server,
  //   onStatus(s):  'connecting' | 'open' | 'reconnecting' | 'closed',
  //   shouldReconnect(): false to stay closed after a drop (default: always reconnect),
  //   pingMs:       5000 by default
  // }) → {send(obj) → bool, start(), stop(), isOpen(), retryNow()}
  // Reconnects with a backoff of 1 s, 2 s, 4 s, then every 5 s; a socket that stays silent for
  // three pings is taken for dead (a phone waking up) and replaced.
  var BACKOFF = [1000, 2000, 4000, 5000];

  function connect(opts) {
    var ws = null;
    var attempt = 0;
    var retryTimer = null;
    var pingTimer = null;
    var stopped = true;
    var lastHeard = 0;
    var pingMs = opts.pingMs || 5000;

    function status(s) { if (opts.onStatus) opts.onStatus(s); }

    function clearTimers() {
      if (retryTimer) { clearTimeout(retryTimer); retryTimer = null; }
      if (pingTimer) { clearInterval(pingTimer); pingTimer = null; }
    }

    function detach(sock) {
      if (!sock) return;
      sock.onopen = sock.onmessage = sock.onclose = sock.onerror = null;
      try { sock.close(); } catch (e) { /* ignore */ }
    }

    function open() {
      retryTimer = null;
      if (stopped) return;
      var sock;
      try {
        sock = new WebSocket(socketUrl());
      } catch (e) {
        dropped();
        return;
      }
      ws = sock;
      status(attempt === 0 ? 'connecting' : 'reconnecting');
      sock.onopen = function () {
        if (ws !== sock) return;
        attempt = 0;
        lastHeard = Date.now();
        status('open');
        var hello = opts.hello ? opts.hello() : null;
        if (hello) send(hello);
        pingTimer = setInterval(function () {
          if (Date.now() - lastHeard > pingMs * 3 + 1000) {
            // No pong for three pings: the connection is dead even if nobody said so.
            detach(sock);
            if (ws === sock) { ws = null; dropped(); }
            return;
          }
          send({ type: 'ping' });
        }, pingMs);
      };
      sock.onmessage = function (ev) {
        if (ws !== sock) return;
        lastHeard = Date.now();
        var msg;
        try { msg = JSON.parse(ev.data); } catch (e) { return; }
        if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string') return;
        if (msg.type === 'pong') return;
        if (opts.onMessage) opts.onMessage(msg);
      };
      sock.onclose = function () {
        if (ws !== sock) return;
        ws = null;
        dropped();
      };
      sock.onerror = function () { /* onclose follows */ };
    }

    function dropped() {
      clearTimers();
      if (stopped) { status('closed'); return; }
      if (opts.shouldReconnect && !opts.shouldReconnect()) {
        stopped = true;
        status('closed');
        return;
      }
      var delay = BACKOFF[Math.min(attempt, BACKOFF.length - 1)];
      attempt++;
      status('reconnecting');
      retryTimer = setTimeout(open, delay);
    }

    function send(obj) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      try { ws.send(JSON.stringify(obj)); return true; } catch (e) { return false; }
    }

    function start() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      open();
    }

    function stop() {
      stopped = true;
      clearTimers();
      var sock = ws;
      ws = null;
      detach(sock);
      status('closed');
    }

    // Waiting for a retry while the page comes back into view or the network returns: go now.
    function retryNow() {
      if (!stopped && retryTimer) {
        clearTimeout(retryTimer);
        open();
      }
    }

    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') retryNow();
    });

    return {
      send: send,
      start: start,
      stop: stop,
      retryNow: retryNow,
      isOpen: function () { return !!ws && ws.readyState === WebSocket.OPEN; },
      isRunning: function () { return !stopped; }
    };
  }

  // ---- time ------------------------------------------------------------------------------

  // A deadline counted down locally from the moment a message arrived.
  function deadlineFrom(ms) {
    if (ms === null || ms === undefined || !isFinite(Number(ms))) return null;
    return performance.now() + Math.max(0, Number(ms));
  }

  function secondsLeft(deadline) {
    if (deadline === null || deadline === undefined) return null;
    return Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
  }

  // ---- colours for seats (charts) ----------------------------------------------------------

  // Category-10 first (well told apart on a beamer), then darker companions.
  var PALETTE = [
    '#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
    '#bcbd22', '#17becf', '#393b79', '#637939', '#8c6d31', '#843c39', '#7b4173', '#3182bd',
    '#e6550d', '#31a354', '#756bb1', '#636363'
  ];
  function seatColor(i) { return PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length]; }

  window.NashRoom = {
    byId: byId,
    el: el,
    svg: svg,
    clear: clear,
    setText: setText,
    show: show,
    setPhase: setPhase,
    fmtNumber: fmtNumber,
    asText: asText,
    plural: plural,
    shortAddress: shortAddress,
    queryParam: queryParam,
    hashParam: hashParam,
    socketUrl: socketUrl,
    store: store,
    takeToken: takeToken,
    connect: connect,
    deadlineFrom: deadlineFrom,
    secondsLeft: secondsLeft,
    seatColor: seatColor
  };
})();
