// NashLab classroom room: the instructor's controls in a browser (a second machine can run the
// room). Opened as /instructor#t=TOKEN. Renders each "room" message (phase, code, seats,
// students waiting for a seat, the log) and sends "control" messages.
(function () {
  'use strict';

  var R = window.NashRoom;
  var $ = R.byId;
  var el = R.el;
  var TOKEN_KEY = 'nashlab.room.instructor';

  var PHASE_LABEL = {
    lobby: 'Lobby',
    playing: 'Playing',
    paused: 'Paused',
    waiting_reveal: 'Waiting to reveal',
    between_games: 'Between games',
    finished: 'Finished'
  };

  // Which controls make sense in which phase, and which one is the obvious next step.
  var ENABLED = {
    start: ['lobby'],
    pause: ['playing', 'waiting_reveal'],
    resume: ['paused'],
    reveal: ['waiting_reveal'],
    next: ['between_games']
    // extend: whenever an open question has a time limit (see renderControls)
  };
  var SUGGESTED = {
    lobby: 'start',
    paused: 'resume',
    waiting_reveal: 'reveal',
    between_games: 'next'
  };

  var token = R.takeToken(TOKEN_KEY);
  var room = null;
  var conn = 'closed';
  var deadlines = {};         // seat → {at: performance.now() when heard, ms: what was left then}
  var seatsKey = '';
  var waitingKey = '';
  var chosenSeat = {};        // waiting student → the seat picked in its select

  var sock = R.connect({
    hello: function () { return { type: 'hello', role: 'instructor', token: token }; },
    onMessage: onMessage,
    onStatus: function (st) {
      conn = st;
      R.show('banner', st === 'reconnecting');
      renderControls();
    }
  });

  function onMessage(m) {
    switch (m.type) {
      case 'room': onRoom(m); break;
      case 'live':
        if (typeof m.answered === 'number' && typeof m.of === 'number') {
          showAnswered('Round ' + m.round + ': answered ' + m.answered + ' of ' + m.of);
        }
        break;
      case 'result': onResult(m); break;
      case 'error': onError(m); break;
      default: break;
    }
  }

  function send(obj) {
    if (!sock.send(obj)) showError('Not connected — the command was not sent.');
  }

  // ---- errors ----------------------------------------------------------------------------

  function showError(text) {
    var box = $('errors');
    var item = el('div', { class: 'alert' },
      el('span', { class: 'alert-text', text: text }),
      el('button', {
        type: 'button', class: 'alert-close', text: '×',
        attrs: { 'aria-label': 'Dismiss' },
        on: { click: function () { item.remove(); } }
      }));
    box.appendChild(item);
    while (box.children.length > 4) box.removeChild(box.firstChild);
    setTimeout(function () { if (item.parentNode) item.remove(); }, 12000);
  }

  function onError(m) {
    if (m.code === 'unknown_token') {
      sock.stop();
      fatal('This instructor link is not valid any more. Open the instructor page from NashLab again.');
      return;
    }
    showError(m.message || m.code || 'Something went wrong.');
  }

  function fatal(text) {
    R.clear($('errors')).appendChild(el('div', { class: 'alert alert-fatal' }, el('span', { class: 'alert-text', text: text })));
    R.setText('phase', 'Not connected');
    renderControls();
  }

  // ---- room ------------------------------------------------------------------------------

  function onRoom(m) {
    room = m;
    R.setPhase(m.phase || 'connecting');
    R.setText('title', m.title || 'Classroom');
    document.title = (m.title ? m.title + ' · ' : '') + 'NashLab instructor';
    var badge = $('phase');
    R.setText(badge, PHASE_LABEL[m.phase] || m.phase || '');
    badge.className = 'badge badge-' + (m.phase || 'none');

    var rounds = typeof m.rounds === 'number' ? m.rounds : 0;
    var round = typeof m.round === 'number' ? m.round : 0;
    R.setText('round', round >= 1 ? 'Round ' + round + (rounds ? ' of ' + rounds : '') : rounds ? rounds + R.plural(rounds, ' round', ' rounds') : '');
    var sessions = typeof m.sessions === 'number' ? m.sessions : 1;
    R.setText('session', sessions > 1 ? 'Game ' + (m.session || 1) + ' of ' + sessions : (m.game ? m.game : ''));
    R.setText('code', m.code || '');
    var link = $('join-url');
    if (m.join_url) {
      link.href = m.join_url;
      R.setText(link, R.shortAddress(m.join_url));
    }
    $('projector-link').href = '/projector' + (token ? '#t=' + encodeURIComponent(token) : '');

    var seats = Array.isArray(m.seats) ? m.seats : [];
    renderSeats(seats);
    renderWaiting(Array.isArray(m.waiting) ? m.waiting : [], seats);
    renderLog(Array.isArray(m.log) ? m.log : []);
    renderControls();

    if (m.phase === 'playing' || m.phase === 'paused') {
      var asked = seats.filter(function (x) { return x && x.asked; });
      if (asked.length) {
        showAnswered('Answered ' + asked.filter(function (x) { return x.answered; }).length + ' of ' + asked.length);
      }
    } else {
      R.show('answered', false);
    }
  }

  function showAnswered(text) {
    R.setText('answered', text);
    R.show('answered', true);
  }

  function renderControls() {
    var phase = room ? room.phase : null;
    var up = conn === 'open' && !!room;
    Object.keys(ENABLED).forEach(function (id) {
      var b = $(id);
      b.disabled = !up || ENABLED[id].indexOf(phase) < 0;
      b.classList.toggle('btn-primary', up && SUGGESTED[phase] === id);
    });
    var timed = room && Array.isArray(room.seats) && room.seats.some(function (x) {
      return x && x.deadline_ms !== null && x.deadline_ms !== undefined;
    });
    $('extend').disabled = !up || !timed || phase === 'finished';
  }

  function kindText(x) {
    var k = x.kind === 'llm' ? 'LLM' : x.kind === 'bot' ? 'bot' : x.kind === 'human' ? 'human' : String(x.kind || '');
    return k;
  }

  function renderSeats(seats) {
    var now = performance.now();
    deadlines = {};
    seats.forEach(function (x) {
      if (x && !x.answered && x.deadline_ms !== null && x.deadline_ms !== undefined && isFinite(Number(x.deadline_ms))) {
        deadlines[x.seat] = { at: now, ms: Math.max(0, Number(x.deadline_ms)) };
      }
    });

    var humans = seats.filter(function (x) { return x && x.kind === 'human'; });
    var taken = humans.filter(function (x) { return x.student; });
    var online = taken.filter(function (x) { return x.connected; });
    R.setText('seat-summary', humans.length
      ? taken.length + ' of ' + humans.length + ' human ' + R.plural(humans.length, 'seat', 'seats') + ' taken · ' + online.length + ' connected'
      : seats.length + R.plural(seats.length, ' seat', ' seats'));

    // Rebuild the rows only when something but the deadlines changed (keeps focus and hover).
    var key = JSON.stringify(seats.map(function (x) {
      return x ? [x.seat, x.kind, x.name, x.student, x.connected, x.answered, x.asked, x.as_bot, x.deadline_ms === null || x.deadline_ms === undefined] : null;
    }));
    if (key !== seatsKey) {
      seatsKey = key;
      var body = R.clear($('seats-body'));
      seats.forEach(function (x) {
        if (!x) return;
        body.appendChild(seatRow(x));
      });
    }
    tickDeadlines();
  }

  function seatRow(x) {
    var human = x.kind === 'human';
    var hasStudent = x.student !== null && x.student !== undefined && x.student !== '';
    var answered = x.answered ? '✓' : x.asked ? '…' : '';
    var kind = el('td', { class: 'kind' },
      el('span', { class: 'kind-tag kind-' + (x.kind || 'other'), text: kindText(x) }),
      x.as_bot ? el('span', { class: 'kind-note', text: 'bot plays' }) : null);

    function action(cls, label, command, enabled, title) {
      return el('button', {
        type: 'button', class: 'btn btn-small btn-ghost ' + cls, text: label,
        data: { seat: x.seat },
        attrs: { title: title },
        disabled: !enabled,
        on: { click: function () { send({ type: 'control', command: command, seat: x.seat }); } }
      });
    }

    return el('tr', {
      class: (x.connected ? 'online' : 'offline') + (x.as_bot ? ' as-bot' : ''),
      data: { seat: x.seat }
    },
    el('td', { class: 'num seat-no', text: String(Number(x.seat) + 1) }),
    kind,
    el('td', { class: 'seat-name', text: x.name || '' }),
    el('td', { class: 'student' + (hasStudent ? '' : ' muted'), text: hasStudent ? x.student : '—' }),
    el('td', {
      class: 'center conn ' + (x.connected ? 'on' : 'off'),
      text: x.connected ? '●' : '○',
      attrs: { title: x.connected ? 'connected' : 'not connected', 'aria-label': x.connected ? 'connected' : 'not connected' }
    }),
    el('td', {
      class: 'center answered' + (x.answered ? ' yes' : x.asked ? ' pending' : ''),
      text: answered,
      attrs: { 'aria-label': x.answered ? 'answered' : x.asked ? 'not answered yet' : 'not asked' }
    }),
    el('td', { class: 'num deadline', data: { seat: x.seat } }),
    el('td', { class: 'actions' },
      action('kick', 'Kick', 'kick', human && hasStudent, 'Free this seat (the student is told)'),
      action('tobot', 'To bot', 'to_bot', human && !x.as_bot, 'Let a bot play this seat'),
      action('tohuman', 'To human', 'to_human', human && !!x.as_bot, 'Give this seat back to its student')));
  }

  function tickDeadlines() {
    var cells = document.querySelectorAll('#seats-body td.deadline');
    Array.prototype.forEach.call(cells, function (td) {
      var seat = Number(td.getAttribute('data-seat'));
      var d = deadlines[seat];
      var paused = room && room.phase === 'paused';
      var left = d === undefined ? null
        : Math.max(0, Math.ceil((paused ? d.ms : d.ms - (performance.now() - d.at)) / 1000));
      R.setText(td, left === null ? '' : left + ' s');
      td.classList.toggle('urgent', left !== null && left <= 10 && !paused);
    });
  }

  function renderWaiting(waiting, seats) {
    R.show('waiting-card', waiting.length > 0);
    var humanSeats = seats.filter(function (x) { return x && x.kind === 'human'; });
    var key = JSON.stringify([waiting, humanSeats.map(function (x) { return [x.seat, x.name, x.student]; })]);
    if (key === waitingKey) return;
    waitingKey = key;
    var list = R.clear($('waiting'));
    waiting.forEach(function (w) {
      if (!w) return;
      var id = 'assign-' + w.student;
      var select = el('select', { id: id, class: 'select assign', data: { student: w.student } });
      var firstFree = null;
      // Only a free seat can be given (kick first to free one); taken seats are listed, greyed.
      humanSeats.forEach(function (x) {
        var label = (x.name || 'Seat ' + (x.seat + 1)) + ' — ' + (x.student ? x.student : 'free');
        select.appendChild(el('option', { value: String(x.seat), text: label, disabled: !!x.student }));
        if (firstFree === null && !x.student) firstFree = x.seat;
      });
      var pick = chosenSeat[w.student];
      if (pick === undefined || !humanSeats.some(function (x) { return x.seat === pick && !x.student; })) pick = firstFree;
      select.value = pick !== null && pick !== undefined ? String(pick) : '';
      select.addEventListener('change', function () { chosenSeat[w.student] = Number(select.value); });
      list.appendChild(el('li', { class: 'waiting-item', data: { student: w.student } },
        el('span', { class: 'waiting-name', text: w.name || 'Student ' + w.student }),
        el('label', { class: 'sr-only', attrs: { for: id }, text: 'Seat for ' + (w.name || 'this student') }),
        select,
        el('button', {
          type: 'button', class: 'btn btn-small btn-secondary assign-btn', text: 'Assign to seat',
          data: { student: w.student },
          disabled: firstFree === null,
          on: {
            click: function () {
              if (select.value === '') return;
              send({ type: 'control', command: 'assign', seat: Number(select.value), student: w.student });
            }
          }
        })));
    });
  }

  function renderLog(lines) {
    var list = $('log');
    var nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    R.clear(list);
    lines.forEach(function (line) { list.appendChild(el('li', { text: R.asText(line) })); });
    if (!lines.length) list.appendChild(el('li', { class: 'muted', text: 'Nothing yet.' }));
    if (nearBottom) list.scrollTop = list.scrollHeight;
  }

  function onResult(m) {
    var body = R.clear($('result'));
    (Array.isArray(m.header) ? m.header : []).forEach(function (f) {
      if (!f) return;
      body.appendChild(el('tr', null,
        el('th', { attrs: { scope: 'row' }, text: R.asText(f.label) }),
        el('td', { text: R.asText(f.value) })));
    });
    R.setText('result-title', typeof m.round === 'number' ? 'Round ' + m.round + ' result' : 'Last result');
    R.show('result-card', !!body.firstChild);
  }

  // ---- start -----------------------------------------------------------------------------

  Array.prototype.forEach.call(document.querySelectorAll('.controls [data-command]'), function (b) {
    b.addEventListener('click', function () {
      var command = b.getAttribute('data-command');
      var msg = { type: 'control', command: command };
      if (command === 'extend') msg.seconds = 30;
      send(msg);
    });
  });
  setInterval(tickDeadlines, 500);
  renderControls();

  if (!token) {
    fatal('This page needs the link NashLab gives for the instructor (it ends in #t=…).');
  } else {
    $('projector-link').href = '/projector#t=' + encodeURIComponent(token);
    sock.start();
  }
  window.addEventListener('hashchange', function () {
    var t = R.takeToken(TOKEN_KEY);
    if (t && t !== token) {
      token = t;
      R.clear($('errors'));
      sock.stop();
      sock.start();
    }
  });
})();
