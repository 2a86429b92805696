// NashLab classroom room: the projector view (a beamer at the front of the room).
// Opened as /projector#t=TOKEN with the instructor's token. Shows how to join while the room
// waits, then the answers of the round as they come in (a histogram with the game's marks),
// the latest round's result and every seat's cumulative payoff. Seats are shown by their seat
// names only ("Player 3"), never by a student's name.
(function () {
  'use strict';

  var R = window.NashRoom;
  var $ = R.byId;
  var el = R.el;
  var svg = R.svg;

  var PHASE_LABEL = {
    lobby: 'Waiting to start',
    playing: 'Playing',
    paused: 'Paused',
    waiting_reveal: 'Results coming up',
    between_games: 'Between games',
    finished: 'Finished'
  };
  var MARK_COLORS = ['#c2410c', '#15803d', '#7c3aed', '#be123c', '#0e7490'];
  var BINS = 10;

  var TOKEN_KEY = 'nashlab.room.projector';
  var token = R.takeToken(TOKEN_KEY);
  var room = null;       // the last room message
  var live = null;       // the last live message

  // ---- the socket ------------------------------------------------------------------------

  var sock = R.connect({
    hello: function () { return { type: 'hello', role: 'projector', token: token }; },
    onMessage: onMessage,
    onStatus: function (st) {
      R.show('banner', st === 'reconnecting');
      renderPhase();
    }
  });

  function onMessage(m) {
    switch (m.type) {
      case 'room': onRoom(m); break;
      case 'live': onLive(m); break;
      case 'paths': onPaths(m); break;
      case 'result': onResult(m); break;
      case 'error':
        if (m.code === 'unknown_token' || m.code === 'forbidden') {
          sock.stop();
          notice('This projector link is not valid. Open the projector view from NashLab again.');
        }
        break;
      default: break;
    }
  }

  function notice(text) {
    R.setText('notice', text);
    R.show('notice', !!text);
  }

  function renderPhase() {
    var phase = room && room.phase ? room.phase : 'connecting';
    R.setPhase(phase);
    var badge = $('phase');
    R.setText(badge, PHASE_LABEL[phase] || '');
    badge.className = 'badge badge-' + phase;
    R.show(badge, !!PHASE_LABEL[phase] && phase !== 'playing');
  }

  // ---- room ------------------------------------------------------------------------------

  function onRoom(m) {
    room = m;
    R.setText('title', m.title || 'Classroom');
    document.title = (m.title ? m.title + ' · ' : '') + 'NashLab projector';
    renderPhase();

    R.setText('join-address', R.shortAddress(m.join_url) || location.host);
    R.setText('join-code', m.code || '');

    var seats = Array.isArray(m.seats) ? m.seats : [];
    var humans = seats.filter(function (x) { return x && x.kind === 'human'; });
    var taken = humans.filter(function (x) { return x.student !== null && x.student !== undefined && x.student !== ''; });
    R.setText('join-count', humans.length
      ? taken.length + ' of ' + humans.length + ' ' + R.plural(humans.length, 'seat', 'seats') + ' taken'
      : '');

    // Lobby: one chip per seat, filled once somebody sits there (seat names only).
    var list = R.clear($('lobby-seats'));
    seats.forEach(function (x, i) {
      if (!x) return;
      var human = x.kind === 'human';
      var filled = !human || taken.indexOf(x) >= 0;
      list.appendChild(el('li', {
        class: 'seat-chip' + (filled ? ' filled' : '') + (human ? '' : ' machine')
      },
      el('span', { class: 'seat-chip-name', text: x.name || 'Player ' + (i + 1) }),
      human ? null : el('span', { class: 'seat-chip-kind', text: x.kind === 'llm' ? 'LLM' : 'bot' })));
    });

    renderRound(typeof m.round === 'number' ? m.round : 0);
    if (m.phase === 'playing' || m.phase === 'paused' || m.phase === 'waiting_reveal') {
      // Without a live message for this round yet, count from the seats.
      if (!live || live.round !== m.round) {
        var asked = seats.filter(function (x) { return x && x.asked; });
        var answered = asked.filter(function (x) { return x.answered; });
        if (asked.length) renderAnswered(answered.length, asked.length);
      }
    } else if (m.phase === 'lobby') {
      R.show('answered', false);
    }
  }

  function renderRound(r) {
    var rounds = room && typeof room.rounds === 'number' ? room.rounds : 0;
    var text = '';
    if (r >= 1) text = rounds >= 1 ? 'Round ' + r + ' of ' + rounds : 'Round ' + r;
    var sessions = room && typeof room.sessions === 'number' ? room.sessions : 1;
    if (sessions > 1 && room.session) text = 'Game ' + room.session + ' of ' + sessions + (text ? ' · ' + text : '');
    R.setText('round', text);
  }

  function renderAnswered(n, of) {
    R.setText('answered', 'answered ' + n + ' of ' + of);
    R.show('answered', true);
  }

  // ---- charts: drawn in real pixels (the viewBox follows the element's size), so that text
  // sizes in room.css are true sizes on the big screen; redrawn when the element resizes.

  function chartSize(box) {
    var r = box.getBoundingClientRect();
    var w = Math.max(200, Math.round(r.width));
    var h = Math.max(140, Math.round(r.height));
    box.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
    var fs = parseFloat(window.getComputedStyle(box).fontSize) || 20;
    return { w: w, h: h, fs: fs };
  }

  function niceStep(span, count) {
    var raw = span / Math.max(1, count);
    var mag = Math.pow(10, Math.floor(Math.log10(raw)));
    var norm = raw / mag;
    var step = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
    return step * mag;
  }

  // [lo, hi] holding a and b, split into BINS bins of a round width (0–100 for 3…97).
  function niceRange(a, b) {
    if (!(b > a)) {
      var pad = Math.max(1, Math.abs(a) * 0.2);
      a -= pad;
      b += pad;
    }
    var span = b - a;
    var step = niceStep(span, BINS);
    for (var guard = 0; guard < 20; guard++) {
      var lo = Math.floor(a / step) * step;
      if (a >= 0 && lo < 0) lo = 0;
      if (lo + step * BINS >= b && (b > a || lo + step * BINS > b)) return [lo, lo + step * BINS];
      step = niceStep(step * 1.01, 1);
    }
    return [a, a + span];
  }

  function edgeDecimals(lo, width) {
    for (var d = 0; d <= 3; d++) {
      var ok = true;
      for (var i = 0; i <= BINS; i++) {
        var e = lo + width * i;
        if (Math.abs(Number(e.toFixed(d)) - e) > 1e-9 * Math.max(1, Math.abs(e))) { ok = false; break; }
      }
      if (ok) return d;
    }
    return 2;
  }

  // ---- live histogram ----------------------------------------------------------------------

  var hist = {
    shown: [],          // the counts as drawn right now (animated towards the target)
    target: [],
    key: '',
    bars: [],
    labels: [],
    geo: null,
    anim: null
  };
  for (var b0 = 0; b0 < BINS; b0++) { hist.shown.push(0); hist.target.push(0); }

  function onLive(m) {
    live = m;
    if (typeof m.round === 'number') renderRound(m.round);
    if (typeof m.answered === 'number' && typeof m.of === 'number') renderAnswered(m.answered, m.of);
    drawHist(m, true);
  }

  function drawHist(m, animate) {
    var box = $('hist');
    if (!m || !box.getClientRects().length) return;
    var values = (Array.isArray(m.values) ? m.values : []).map(Number).filter(isFinite);
    var marks = (Array.isArray(m.marks) ? m.marks : []).filter(function (k) { return k && isFinite(Number(k.value)); });
    var lo = Number(m.min);
    var hi = Number(m.max);
    var given = m.min !== null && m.max !== null && m.min !== undefined && m.max !== undefined &&
      isFinite(lo) && isFinite(hi) && hi > lo;
    if (!given) {
      // No range from the room: a round one around the answers and marks so far.
      var all = values.concat(marks.map(function (k) { return Number(k.value); }));
      if (!all.length) { drawHistPlaceholder(); return; }
      var range = niceRange(Math.min.apply(null, all), Math.max.apply(null, all));
      lo = range[0];
      hi = range[1];
    }
    var width = (hi - lo) / BINS;
    var counts = [];
    for (var i = 0; i < BINS; i++) counts.push(0);
    values.forEach(function (v) {
      var bin = Math.floor((v - lo) / width);
      counts[Math.min(BINS - 1, Math.max(0, bin))]++;
    });

    // A new round or a new range starts from empty bars.
    var key = lo + ':' + hi + ':' + m.round;
    if (key !== hist.key) {
      hist.key = key;
      for (var k = 0; k < BINS; k++) hist.shown[k] = 0;
    }

    var size = chartSize(box);
    var fs = size.fs;
    var rows = Math.min(3, marks.length);
    var g = {
      w: size.w, h: size.h, fs: fs,
      left: fs * 2.6, right: fs * 1.4,
      top: fs * (rows ? 1.0 + rows * 1.35 : 1.6),
      bottom: fs * 2.2,
      lo: lo, hi: hi
    };
    g.baseY = g.h - g.bottom;
    g.plotW = g.w - g.left - g.right;
    g.plotH = Math.max(10, g.baseY - g.top - fs * 1.2);  // room for the count over the tallest bar
    var maxCount = Math.max.apply(null, counts);
    var step = Math.max(1, Math.ceil(niceStep(Math.max(1, maxCount), 4)));
    g.yMax = Math.max(step, Math.ceil(Math.max(1, maxCount) / step) * step);
    g.yStep = step;
    hist.geo = g;

    R.clear(box);
    var bw = g.plotW / BINS;
    var gap = Math.min(10, bw * 0.12);

    var grid = svg('g', { class: 'hist-grid' });
    for (var c = 0; c <= g.yMax; c += step) {
      var y = g.baseY - c / g.yMax * g.plotH;
      if (c > 0) grid.appendChild(svg('line', { x1: g.left, x2: g.w - g.right, y1: y.toFixed(1), y2: y.toFixed(1), class: 'grid-line' }));
      grid.appendChild(svg('text', { x: (g.left - fs * 0.6).toFixed(1), y: y.toFixed(1), dy: '0.35em', class: 'axis-label', 'text-anchor': 'end' }, String(c)));
    }
    box.appendChild(grid);

    var bars = svg('g', { class: 'hist-bars' });
    hist.bars = [];
    hist.labels = [];
    for (var j = 0; j < BINS; j++) {
      var x = g.left + j * bw + gap / 2;
      var r = svg('rect', { x: x.toFixed(1), y: g.baseY, width: Math.max(1, bw - gap).toFixed(1), height: 0, rx: Math.min(6, bw / 6).toFixed(1), class: 'hist-bar' });
      var t = svg('text', { x: (x + (bw - gap) / 2).toFixed(1), y: g.baseY, class: 'hist-count', 'text-anchor': 'middle' });
      bars.appendChild(r);
      bars.appendChild(t);
      hist.bars.push(r);
      hist.labels.push(t);
    }
    box.appendChild(bars);

    var axis = svg('g', { class: 'hist-axis' });
    axis.appendChild(svg('line', { x1: g.left, x2: g.w - g.right, y1: g.baseY, y2: g.baseY, class: 'axis-line' }));
    var d = edgeDecimals(lo, width);
    // Label every edge when there is room, else every other one.
    var longest = Math.max(R.fmtNumber(lo, d).length, R.fmtNumber(hi, d).length);
    var every = bw > longest * fs * 0.62 + fs * 0.6 ? 1 : 2;
    for (var e = 0; e <= BINS; e++) {
      var ex = g.left + e * bw;
      axis.appendChild(svg('line', { x1: ex.toFixed(1), x2: ex.toFixed(1), y1: g.baseY, y2: g.baseY + fs * 0.35, class: 'axis-tick' }));
      if (e % every === 0) {
        axis.appendChild(svg('text', { x: ex.toFixed(1), y: (g.baseY + fs * 1.35).toFixed(1), class: 'axis-label', 'text-anchor': 'middle' }, R.fmtNumber(lo + width * e, d)));
      }
    }
    box.appendChild(axis);

    var marksLayer = svg('g', { class: 'hist-marks' });
    drawMarks(marksLayer, marks, g);
    box.appendChild(marksLayer);

    if (!values.length) {
      box.appendChild(svg('text', {
        x: (g.left + g.plotW / 2).toFixed(1), y: ((g.top + g.baseY) / 2).toFixed(1),
        class: 'hist-empty', 'text-anchor': 'middle'
      }, 'Waiting for the first answers…'));
    }

    hist.target = counts;
    if (animate && !document.hidden) {
      animateHist();
    } else {
      if (hist.anim) { cancelAnimationFrame(hist.anim); hist.anim = null; }
      hist.shown = counts.slice();
      paintBars();
    }
  }

  function xOf(v, g) {
    return g.left + (Math.min(g.hi, Math.max(g.lo, v)) - g.lo) / (g.hi - g.lo) * g.plotW;
  }

  function drawMarks(layer, marks, g) {
    var fs = g.fs;
    // Labels go in up to three rows so that close marks do not overlap.
    var rowsEnd = [-Infinity, -Infinity, -Infinity];
    var placed = marks.map(function (k, i) {
      var value = Number(k.value);
      var text = (k.label ? R.asText(k.label) + ' ' : '') + R.fmtNumber(value);
      return { x: xOf(value, g), text: text, color: MARK_COLORS[i % MARK_COLORS.length] };
    }).sort(function (a, b) { return a.x - b.x; });

    placed.forEach(function (p) {
      var w = p.text.length * fs * 0.6 + fs * 0.8;
      var anchor = 'middle';
      var left = p.x - w / 2;
      if (left < 2) { anchor = 'start'; left = p.x - fs * 0.3; }
      if (p.x + w / 2 > g.w - 2) { anchor = 'end'; left = p.x - w + fs * 0.3; }
      var row = 0;
      while (row < rowsEnd.length - 1 && rowsEnd[row] > left) row++;
      rowsEnd[row] = left + w;
      var ly = fs * (1.1 + row * 1.35);
      var tx = anchor === 'start' ? p.x - fs * 0.2 : anchor === 'end' ? p.x + fs * 0.2 : p.x;
      var grp = svg('g', { class: 'mark' });
      grp.appendChild(svg('line', {
        x1: p.x.toFixed(1), x2: p.x.toFixed(1), y1: (ly + fs * 0.35).toFixed(1), y2: g.baseY,
        stroke: p.color, class: 'mark-line'
      }));
      grp.appendChild(svg('circle', { cx: p.x.toFixed(1), cy: g.baseY, r: (fs * 0.28).toFixed(1), fill: p.color }));
      grp.appendChild(svg('text', { x: tx.toFixed(1), y: ly.toFixed(1), fill: p.color, class: 'mark-label', 'text-anchor': anchor }, p.text));
      layer.appendChild(grp);
    });
  }

  function animateHist() {
    var from = hist.shown.slice();
    var to = hist.target.slice();
    var start = performance.now();
    var duration = 450;
    if (hist.anim) cancelAnimationFrame(hist.anim);
    function frame(now) {
      var t = Math.min(1, (now - start) / duration);
      var e = 1 - Math.pow(1 - t, 3);
      for (var i = 0; i < BINS; i++) hist.shown[i] = from[i] + (to[i] - from[i]) * e;
      paintBars();
      hist.anim = t < 1 ? requestAnimationFrame(frame) : null;
    }
    paintBars();
    hist.anim = requestAnimationFrame(frame);
  }

  function paintBars() {
    var g = hist.geo;
    if (!g) return;
    for (var i = 0; i < BINS; i++) {
      var h = Math.max(0, hist.shown[i] / g.yMax * g.plotH);
      hist.bars[i].setAttribute('y', (g.baseY - h).toFixed(1));
      hist.bars[i].setAttribute('height', h.toFixed(1));
      var label = hist.labels[i];
      label.setAttribute('y', (g.baseY - h - g.fs * 0.35).toFixed(1));
      label.textContent = hist.target[i] > 0 ? String(hist.target[i]) : '';
    }
  }

  // ---- payoff paths --------------------------------------------------------------------------

  var paths = null;  // the last paths message
  var LEGEND_MAX = 12;

  function onPaths(m) {
    paths = m;
    var n = 0;
    (Array.isArray(m.cumulative) ? m.cumulative : []).forEach(function (row) {
      if (Array.isArray(row)) n = Math.max(n, row.length);
    });
    R.show('paths-panel', n > 0);
    layoutBoard();
    drawLegend(m);
    drawPaths(m);
  }

  function seriesOf(m) {
    return (Array.isArray(m.cumulative) ? m.cumulative : []).map(function (row) {
      return (Array.isArray(row) ? row : []).map(function (v) { return v === null ? NaN : Number(v); });
    });
  }

  function lastOf(row) {
    for (var k = row.length - 1; k >= 0; k--) if (isFinite(row[k])) return row[k];
    return null;
  }

  function drawLegend(m) {
    var names = Array.isArray(m.names) ? m.names : [];
    var order = seriesOf(m).map(function (row, s) { return { s: s, last: lastOf(row) }; })
      .sort(function (a, b) { return (b.last === null ? -Infinity : b.last) - (a.last === null ? -Infinity : a.last); });
    var legend = R.clear($('legend'));
    order.slice(0, LEGEND_MAX).forEach(function (o) {
      var sw = svg('svg', { class: 'swatch', viewBox: '0 0 16 16', 'aria-hidden': 'true' },
        svg('circle', { cx: 8, cy: 8, r: 7, fill: R.seatColor(o.s) }));
      legend.appendChild(el('li', null, sw,
        el('span', { class: 'legend-name', text: names[o.s] !== undefined ? R.asText(names[o.s]) : 'Player ' + (o.s + 1) }),
        el('span', { class: 'legend-value', text: R.fmtNumber(o.last) })));
    });
    if (order.length > LEGEND_MAX) {
      legend.appendChild(el('li', { class: 'legend-more', text: '+ ' + (order.length - LEGEND_MAX) + ' more' }));
    }
  }

  function drawPaths(m) {
    var box = $('paths');
    if (!m || !box.getClientRects().length) return;
    var series = seriesOf(m);
    var n = 0;
    var lo = 0;
    var hi = 0;
    series.forEach(function (row) {
      n = Math.max(n, row.length);
      row.forEach(function (v) { if (isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); } });
    });
    R.clear(box);
    if (!n) return;
    if (hi <= lo) hi = lo + 1;
    var step = niceStep(hi - lo, 4);
    lo = Math.floor(lo / step) * step;
    hi = Math.ceil(hi / step) * step;

    var size = chartSize(box);
    var fs = size.fs;
    var stepText = String(Number(step.toPrecision(6)));
    var dec = stepText.indexOf('.') < 0 ? 0 : Math.min(3, stepText.length - stepText.indexOf('.') - 1);
    var widest = Math.max(R.fmtNumber(lo, dec).length, R.fmtNumber(hi, dec).length);
    var P = { left: fs * (0.9 + widest * 0.62), right: fs * 0.8, top: fs * 0.8, bottom: fs * 2.1 };
    var plotW = size.w - P.left - P.right;
    var baseY = size.h - P.bottom;
    var plotH = Math.max(10, baseY - P.top);
    function x(r) { return n === 1 ? P.left + plotW / 2 : P.left + r / (n - 1) * plotW; }
    function y(v) { return baseY - (v - lo) / (hi - lo) * plotH; }

    var grid = svg('g', { class: 'paths-grid' });
    var ticks = Math.round((hi - lo) / step);
    for (var t = 0; t <= ticks; t++) {
      var v = lo + t * step;
      var gy = y(v);
      grid.appendChild(svg('line', { x1: P.left, x2: size.w - P.right, y1: gy.toFixed(1), y2: gy.toFixed(1), class: Math.abs(v) < step / 2 ? 'zero-line' : 'grid-line' }));
      grid.appendChild(svg('text', { x: (P.left - fs * 0.5).toFixed(1), y: gy.toFixed(1), dy: '0.35em', class: 'axis-label', 'text-anchor': 'end' }, R.fmtNumber(v, dec)));
    }
    var labelEvery = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / (fs * 2.2)))));
    for (var r = 0; r < n; r++) {
      if (r % labelEvery !== 0 && r !== n - 1) continue;
      grid.appendChild(svg('text', { x: x(r).toFixed(1), y: (baseY + fs * 1.3).toFixed(1), class: 'axis-label', 'text-anchor': 'middle' }, String(r + 1)));
    }
    box.appendChild(grid);

    var lines = svg('g', { class: 'paths-lines' });
    var dots = n <= 24;
    series.forEach(function (row, s) {
      var color = R.seatColor(s);
      var pts = [];
      row.forEach(function (v2, r2) { if (isFinite(v2)) pts.push(x(r2).toFixed(1) + ',' + y(v2).toFixed(1)); });
      if (pts.length > 1) lines.appendChild(svg('polyline', { points: pts.join(' '), stroke: color, class: 'path-line' }));
      if (dots) {
        row.forEach(function (v2, r2) {
          if (isFinite(v2)) lines.appendChild(svg('circle', { cx: x(r2).toFixed(1), cy: y(v2).toFixed(1), r: (fs * 0.22).toFixed(1), fill: color, class: 'path-dot' }));
        });
      }
    });
    box.appendChild(lines);
  }

  // ---- result ----------------------------------------------------------------------------

  function onResult(m) {
    var dl = R.clear($('result'));
    (Array.isArray(m.header) ? m.header : []).forEach(function (f) {
      if (!f) return;
      var value = R.asText(f.value);
      dl.appendChild(el('div', { class: 'pair' + (value.length > 14 ? ' pair-long' : value.length > 7 ? ' pair-mid' : '') },
        el('dt', { text: R.asText(f.label) }),
        el('dd', { text: value })));
    });
    R.setText('result-title', typeof m.round === 'number' ? 'Round ' + m.round + ' result' : 'Result');
    R.show('result-panel', !!dl.firstChild);
    layoutBoard();
  }

  // ---- layout ----------------------------------------------------------------------------

  // The histogram takes the whole board until there is a result or a payoff path to show.
  function layoutBoard() {
    var board = $('board');
    var side = !$('result-panel').hidden || !$('paths-panel').hidden;
    board.classList.toggle('with-side', side);
    board.classList.toggle('with-result', !$('result-panel').hidden);
    board.classList.toggle('with-paths', !$('paths-panel').hidden);
  }

  var redrawPending = false;
  function redraw() {
    if (redrawPending) return;
    redrawPending = true;
    requestAnimationFrame(function () {
      redrawPending = false;
      if (live) drawHist(live, false);
      else drawHistPlaceholder();
      if (paths) drawPaths(paths);
    });
  }

  function drawHistPlaceholder() {
    var box = $('hist');
    if (!box.getClientRects().length) return;
    var size = chartSize(box);
    R.clear(box).appendChild(svg('text', {
      x: (size.w / 2).toFixed(1), y: (size.h / 2).toFixed(1), class: 'hist-empty', 'text-anchor': 'middle'
    }, 'Waiting for the first answers…'));
  }

  if (window.ResizeObserver) {
    var ro = new ResizeObserver(redraw);
    ro.observe($('hist'));
    ro.observe($('paths'));
  } else {
    window.addEventListener('resize', redraw);
  }

  // ---- start -----------------------------------------------------------------------------

  renderPhase();
  if (!token) {
    notice('This view needs the link NashLab gives for the projector (it ends in #t=…).');
  } else {
    sock.start();
  }
  window.addEventListener('hashchange', function () {
    var t = R.takeToken(TOKEN_KEY);
    if (t && t !== token) {
      token = t;
      notice('');
      sock.stop();
      sock.start();
    }
  });
})();
