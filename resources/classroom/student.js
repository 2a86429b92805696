// NashLab classroom room: the student page (a phone or a laptop).
// Join with the code and a name, or come back to one's seat with the token kept in
// localStorage; answer each ask with the form the game gives; read each round's result.
// <body data-phase> says where the page stands:
//   join | waiting | asked | answered | result | finished | kicked | reconnecting
(function () {
  'use strict';

  var R = window.NashRoom;
  var $ = R.byId;
  var el = R.el;
  var TOKEN_KEY = 'nashlab.room.token';

  var PHASE_TEXT = {
    lobby: 'Waiting for the instructor to start',
    playing: 'Waiting for the next question…',
    paused: 'The game is paused',
    waiting_reveal: 'Waiting for the instructor to reveal the results',
    between_games: 'This game is over — the next one starts soon',
    finished: 'The game is over — thanks for playing!'
  };

  var ERROR_TEXT = {
    bad_code: 'There is no game with that code. Check the code on the screen.',
    room_full: 'Every seat is taken.',
    bad_name: 'Type the name the others should see.',
    unknown_token: 'Your seat is no longer available — please join again.',
    rate_limited: 'Too many messages — wait a moment and try again.',
    too_large: 'That answer is too long.',
    forbidden: 'That is not allowed right now.',
    bad_message: 'The room did not understand that message.',
    stale_ask: 'That question is already closed.',
    invalid_answer: 'That answer is not valid.'
  };

  var s = {
    phase: 'join',          // data-phase, not counting 'reconnecting'
    conn: 'closed',         // the socket: connecting | open | reconnecting | closed
    session: loadSession(), // {token, seat}
    pendingJoin: null,      // {code, name}: sent once the socket opens
    joining: false,
    joinTimer: null,
    seatName: '',
    name: '',
    title: '',
    round: 0,
    rounds: 0,
    total: null,
    serverPhase: null,
    ask: null,              // the ask being answered (the message)
    controls: [],           // one per form field: {read()}
    deadline: null,         // performance.now() at which the ask runs out
    deadlineSpan: 0,        // its length, for the bar
    pausedLeft: null,       // ms left when the game was paused
    resultRound: null,      // the round of the result card's result
    sending: false
  };

  function loadSession() {
    var v = R.store.get(TOKEN_KEY);
    return v && typeof v === 'object' && typeof v.token === 'string' && v.token ? v : null;
  }

  function forgetSession() {
    s.session = null;
    R.store.remove(TOKEN_KEY);
  }

  // ---- the socket ------------------------------------------------------------------------

  var sock = R.connect({
    hello: function () {
      if (s.session) return { type: 'hello', role: 'student', token: s.session.token };
      if (s.pendingJoin) {
        var j = s.pendingJoin;
        s.pendingJoin = null;
        return { type: 'hello', role: 'student', code: j.code, name: j.name };
      }
      return null;
    },
    onMessage: onMessage,
    onStatus: function (st) {
      s.conn = st;
      if (st === 'open' && s.sending) {
        // An answer was on its way when the line dropped: the room re-sends the ask if it
        // never arrived, so let the student send again.
        s.sending = false;
        enableForm(true);
      }
      if (st === 'closed' && s.joining) {
        joinFailed('Could not reach the room. Check the address and try again.');
      } else if (st === 'closed' && !s.session && s.phase === 'waiting') {
        // Waiting for a seat holds no token: a lost connection means joining again.
        showJoin('The connection was lost. Join again.');
      }
      renderConnection();
    },
    shouldReconnect: function () { return !!s.session; }
  });

  function renderConnection() {
    var down = s.conn === 'reconnecting' && !!s.session;
    R.show('banner', down);
    R.setPhase(down ? 'reconnecting' : s.phase);
  }

  function setPhase(phase) {
    s.phase = phase;
    renderConnection();
  }

  // ---- screens ---------------------------------------------------------------------------

  function showJoin(errorText) {
    setPhase('join');
    s.ask = null;
    stopCountdown();
    R.show('join-screen', true);
    R.show('play-screen', false);
    R.show('topbar', false);
    setJoinBusy(false);
    joinError(errorText || '');
    document.title = 'NashLab — join the game';
    var code = $('code');
    var name = $('name');
    if (!window.matchMedia('(pointer: coarse)').matches) {
      (code.value ? name : code).focus();
    }
  }

  function showPlay() {
    R.show('join-screen', false);
    R.show('play-screen', true);
    R.show('topbar', true);
    R.show('rejoin', false);
  }

  function setStatus(text, tone) {
    var node = $('status');
    R.setText(node, text || '');
    node.className = 'status' + (tone ? ' status-' + tone : '');
    R.show(node, !!text);
  }

  function renderHeader() {
    R.setText('seat-name', s.seatName);
    R.setText('you-name', s.name && s.name !== s.seatName ? s.name : '');
    var round = '';
    if (s.round >= 1 && s.rounds >= 1) round = 'Round ' + s.round + ' of ' + s.rounds;
    else if (s.round >= 1) round = 'Round ' + s.round;
    else if (s.rounds >= 1) round = s.rounds + R.plural(s.rounds, ' round', ' rounds');
    var paused = s.serverPhase === 'paused' && s.phase !== 'join' && s.phase !== 'kicked' && s.phase !== 'finished';
    if (paused) round = 'Paused';
    R.setText('round', round);
    $('round').classList.toggle('paused', paused);
    R.setText('total', R.fmtNumber(s.total === null ? 0 : s.total));
    R.setText('title', s.title);
    R.show('title', !!s.title);
    document.title = (s.seatName ? s.seatName + ' · ' : '') + 'NashLab';
  }

  // ---- joining ---------------------------------------------------------------------------

  function joinError(text) {
    R.setText('join-error', text);
    R.show('join-error', !!text);
  }

  function setJoinBusy(busy) {
    s.joining = busy;
    if (s.joinTimer) { clearTimeout(s.joinTimer); s.joinTimer = null; }
    var b = $('join');
    b.disabled = busy;
    b.textContent = busy ? 'Joining…' : 'Join';
    if (busy) {
      s.joinTimer = setTimeout(function () {
        if (s.joining) joinFailed('The room did not answer. Try again.');
      }, 10000);
    }
  }

  function joinFailed(text) {
    setJoinBusy(false);
    joinError(text);
  }

  function onJoin(ev) {
    ev.preventDefault();
    if (s.joining) return;
    var codeInput = $('code');
    var nameInput = $('name');
    var code = codeInput.value.replace(/\s+/g, '').toUpperCase();
    var name = nameInput.value.replace(/\s+/g, ' ').trim().slice(0, 40);
    codeInput.value = code;
    if (!code) { joinError('Enter the join code shown at the front.'); codeInput.focus(); return; }
    if (!name) { joinError('Enter your name.'); nameInput.focus(); return; }
    joinError('');
    setJoinBusy(true);
    var hello = { type: 'hello', role: 'student', code: code, name: name };
    if (sock.isOpen()) {
      sock.send(hello);
    } else {
      s.pendingJoin = { code: code, name: name };
      sock.start();
    }
  }

  // ---- messages --------------------------------------------------------------------------

  function onMessage(m) {
    switch (m.type) {
      case 'welcome': onWelcome(m); break;
      case 'state': onState(m); break;
      case 'ask': onAsk(m); break;
      case 'accepted': onAccepted(m); break;
      case 'withdrawn': onWithdrawn(m); break;
      case 'result': onResult(m); break;
      case 'kicked': onKicked(m); break;
      case 'deadline': onDeadline(m); break;
      case 'error': onError(m); break;
      default: break;
    }
  }

  function onWelcome(m) {
    setJoinBusy(false);
    s.session = { token: String(m.token || (s.session && s.session.token) || ''), seat: m.seat };
    if (s.session.token) R.store.set(TOKEN_KEY, s.session);
    else s.session = null;
    s.seatName = m.seat_name || (typeof m.seat === 'number' ? 'Player ' + (m.seat + 1) : '');
    s.name = m.name || '';
    if (m.title) s.title = m.title;
    if (typeof m.rounds === 'number') s.rounds = m.rounds;
    showPlay();
    renderHeader();
    if (s.phase === 'join' || s.phase === 'kicked') {
      setPhase('waiting');
      setStatus(PHASE_TEXT.lobby, 'info');
    }
  }

  function onState(m) {
    var previous = s.serverPhase;
    s.serverPhase = m.phase || null;
    if (typeof m.round === 'number') s.round = m.round;
    if (typeof m.rounds === 'number') s.rounds = m.rounds;
    if (typeof m.total === 'number') s.total = m.total;
    if (m.phase === 'waiting_seat' && !s.session) {
      // Joined, but every seat is taken: the instructor may give one (a welcome follows).
      setJoinBusy(false);
      showPlay();
      R.show('topbar', false);
      setPhase('waiting');
      setStatus(m.message || 'Every seat is taken. The instructor can give you one.', 'info');
      return;
    }
    if (s.phase === 'join' || s.phase === 'kicked') return;  // not ours (yet)
    showPlay();
    renderHeader();

    var text = m.message || PHASE_TEXT[m.phase] || '';

    // The countdown stops while the game is paused and goes on when it resumes.
    if (m.phase === 'paused' && s.deadline !== null) {
      s.pausedLeft = Math.max(0, s.deadline - performance.now());
      s.deadline = null;
    } else if (m.phase !== 'paused' && s.pausedLeft !== null) {
      s.deadline = performance.now() + s.pausedLeft;
      s.pausedLeft = null;
    }
    tick();

    if (m.phase === 'finished') {
      endAsk();
      setPhase('finished');
      setStatus(text, 'done');
      return;
    }
    if (s.phase === 'asked' || s.phase === 'answered') {
      if (m.phase === 'playing') {
        if (s.phase === 'answered') setStatus('Answer sent — waiting for the others', 'ok');
        else setStatus(m.message || '', 'info');
      } else if (m.phase === 'lobby' || m.phase === 'between_games') {
        endAsk();
        setPhase('waiting');
        setStatus(text, 'info');
      } else {
        setStatus(text, m.phase === 'paused' ? 'warn' : 'info');
      }
      return;
    }
    if (s.phase === 'result') {
      if (m.phase === 'lobby') { R.show('result', false); setPhase('waiting'); }
      if (m.phase === 'playing' && !m.message) { setStatus('', null); return; }
      setStatus(text, m.phase === 'paused' ? 'warn' : 'info');
      return;
    }
    setPhase('waiting');
    setStatus(text, m.phase === 'paused' ? 'warn' : 'info');
    if (previous !== m.phase && m.phase === 'lobby') R.show('result', false);
  }

  function onAsk(m) {
    showPlay();
    if (typeof m.round === 'number') s.round = m.round;
    renderHeader();
    var same = s.ask && s.ask.ask === m.ask && s.phase === 'asked' && !s.sending;
    s.ask = m;
    // The previous round's result stays under the new question (the next question comes at
    // once, so it would otherwise show for a blink only); anything older goes.
    R.show('result', s.resultRound !== null && typeof m.round === 'number' && s.resultRound === m.round - 1 &&
      !$('result').hidden);
    R.show('ask', true);
    R.setText('ask-title', 'Your move');
    setPhase('asked');
    setStatus(s.serverPhase === 'paused' ? PHASE_TEXT.paused : '', 'warn');

    renderSituation(m.situation);
    var fb = $('feedback');
    R.setText(fb, m.feedback || '');
    R.show(fb, !!m.feedback);

    // The same ask again (after a reconnection): keep what the student has typed so far.
    if (!same) buildForm(m.form);
    R.show('form', true);
    formError('');
    enableForm(true);

    s.pausedLeft = null;
    s.deadline = R.deadlineFrom(m.deadline_ms);
    s.deadlineSpan = s.deadline === null ? 0 : Math.max(1, Number(m.deadline_ms));
    if (s.deadline !== null && s.serverPhase === 'paused') {
      s.pausedLeft = s.deadline - performance.now();
      s.deadline = null;
    }
    startCountdown();
  }

  function onAccepted(m) {
    if (!s.ask || (m.ask !== undefined && m.ask !== s.ask.ask)) return;
    s.sending = false;
    R.show('form', false);
    R.setText('ask-title', 'This round');
    stopCountdown();
    setPhase('answered');
    setStatus('Answer sent — waiting for the others', 'ok');
  }

  function onWithdrawn(m) {
    if (!s.ask || (m.ask !== undefined && m.ask !== s.ask.ask)) return;
    s.sending = false;
    R.show('form', false);
    R.setText('ask-title', 'This round');
    stopCountdown();
    setPhase('waiting');
    setStatus(m.reason ? 'Question closed — ' + m.reason : 'This question was withdrawn', 'warn');
  }

  function onResult(m) {
    showPlay();
    endAsk();
    if (typeof m.round === 'number') s.round = m.round;
    if (typeof m.total === 'number') s.total = m.total;
    renderHeader();
    R.setText('result-title', typeof m.round === 'number' ? 'Round ' + m.round + ' result' : 'Result');
    s.resultRound = typeof m.round === 'number' ? m.round : null;

    var body = R.clear($('result-header'));
    (Array.isArray(m.header) ? m.header : []).forEach(function (f) {
      if (!f) return;
      body.appendChild(el('tr', null,
        el('th', { attrs: { scope: 'row' }, text: R.asText(f.label) }),
        el('td', { text: R.asText(f.value) })));
    });
    body.parentNode.hidden = !body.firstChild;

    var action = $('result-action');
    R.clear(action);
    var played = m.your_action;
    if (played !== null && played !== undefined && played !== '') {
      action.appendChild(document.createTextNode('You played '));
      action.appendChild(el('strong', { text: R.asText(played) }));
    }
    R.show(action, !!action.firstChild);

    var payoff = $('result-payoff');
    R.setText(payoff, R.fmtNumber(m.your_payoff));
    payoff.className = 'stat-value' + (Number(m.your_payoff) > 0 ? ' positive' : Number(m.your_payoff) < 0 ? ' negative' : '');
    R.setText('result-total', R.fmtNumber(m.total));
    R.show('result', true);
    setStatus('', null);
    if (s.phase !== 'finished') setPhase('result');
  }

  // The instructor gave more time, or the game resumed: the ask's countdown starts afresh.
  function onDeadline(m) {
    if (!s.ask || (m.ask !== undefined && m.ask !== s.ask.ask)) return;
    var d = R.deadlineFrom(m.deadline_ms);
    s.pausedLeft = null;
    s.deadline = d;
    if (d !== null) s.deadlineSpan = Math.max(s.deadlineSpan, Number(m.deadline_ms));
    if (s.phase === 'asked') startCountdown();
  }

  function onKicked(m) {
    forgetSession();
    endAsk();
    sock.stop();
    R.show('result', false);
    R.show('topbar', false);
    R.show('join-screen', false);
    R.show('play-screen', true);
    setStatus(m.message || 'The instructor gave your seat to someone else.', 'error');
    R.show('rejoin', true);
    setPhase('kicked');
  }

  function onError(m) {
    var text = m.message || ERROR_TEXT[m.code] || 'Something went wrong.';
    switch (m.code) {
      case 'replaced':
        // The seat was opened in another window or tab; do not fight over it.
        endAsk();
        sock.stop();
        R.show('result', false);
        setStatus(m.message || 'Your seat was opened in another window.', 'warn');
        $('rejoin').textContent = 'Continue in this window';
        R.show('rejoin', true);
        setPhase('kicked');
        return;
      case 'unknown_token':
        forgetSession();
        showJoin(ERROR_TEXT.unknown_token);
        return;
      case 'bad_code':
      case 'bad_name':
      case 'room_full':
        if (s.phase === 'join' || s.joining) { joinFailed(text); return; }
        break;
      case 'invalid_answer':
        s.sending = false;
        enableForm(true);
        formError(text);
        return;
      case 'stale_ask':
        if (s.ask && (m.ask === undefined || m.ask === s.ask.ask)) {
          s.sending = false;
          R.show('form', false);
          stopCountdown();
          setPhase('waiting');
          setStatus(text, 'warn');
          return;
        }
        break;
      default:
        break;
    }
    if (s.phase === 'join' || s.joining) { joinFailed(text); return; }
    if (s.phase === 'asked') {
      s.sending = false;
      enableForm(true);
      formError(text);
      return;
    }
    setStatus(text, 'error');
  }

  // ---- the ask ---------------------------------------------------------------------------

  function endAsk() {
    s.sending = false;
    stopCountdown();
    R.show('ask', false);
  }

  function renderSituation(lines) {
    var box = R.clear($('situation'));
    (Array.isArray(lines) ? lines : lines ? [lines] : []).forEach(function (line) {
      box.appendChild(el('p', { text: R.asText(line) }));
    });
    R.show(box, !!box.firstChild);
  }

  function formError(text) {
    R.setText('form-error', text);
    R.show('form-error', !!text);
  }

  function enableForm(on) {
    $('fields').disabled = !on;
    var send = $('send');
    send.disabled = !on;
    send.textContent = on ? 'Send' : 'Sending…';
    var busy = !on;
    Array.prototype.forEach.call(document.querySelectorAll('#fields .choice'), function (b) {
      b.classList.toggle('busy', busy && b.getAttribute('aria-pressed') === 'true');
    });
  }

  function valueAttr(v) {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    try { return JSON.stringify(v); } catch (e) { return String(v); }
  }

  function decimalsOf(x) {
    var t = String(x);
    var i = t.indexOf('.');
    return i < 0 ? 0 : t.length - i - 1;
  }

  function finite(x) { return typeof x === 'number' && isFinite(x); }

  function humanKey(key) {
    var t = String(key || '').replace(/_/g, ' ');
    return t.charAt(0).toUpperCase() + t.slice(1);
  }

  function buildForm(fields) {
    fields = Array.isArray(fields) ? fields.filter(function (f) { return f && f.name; }) : [];
    var single = fields.length === 1 && (fields[0].kind === 'choice' || fields[0].kind === 'seat');
    var box = R.clear($('fields'));
    s.controls = fields.map(function (f, i) {
      var c;
      switch (f.kind) {
        case 'number': c = numberField(f, i); break;
        case 'choice':
        case 'seat': c = choiceField(f, i, single); break;
        case 'split': c = splitField(f, i); break;
        case 'toggle': c = toggleField(f, i); break;
        default: c = textField(f, i); break;
      }
      box.appendChild(c.node);
      return c;
    });
    box.classList.toggle('single-choice', single);
    R.show('send', !single);
  }

  function fieldShell(f, i, control, labelFor) {
    var id = 'label-' + i;
    var parts = [];
    parts.push(el(labelFor ? 'label' : 'p', {
      id: id, class: 'field-label', text: f.label || humanKey(f.name),
      attrs: labelFor ? { for: labelFor } : null
    }));
    if (f.help) parts.push(el('p', { class: 'field-help', text: f.help }));
    parts.push(control);
    return el('div', { class: 'field field-' + (f.kind || 'text'), data: { field: f.name } }, parts);
  }

  function numberField(f, i) {
    var id = 'f-' + i;
    var min = finite(f.min) ? f.min : null;
    var max = finite(f.max) ? f.max : null;
    var dec = finite(f.decimals) && f.decimals > 0 ? Math.floor(f.decimals) : 0;
    var step = finite(f.step) && f.step > 0 ? f.step : Math.pow(10, -dec);
    var shown = Math.max(dec, decimalsOf(step));
    var ranged = min !== null && max !== null && max > min;
    var initial = finite(f.initial) ? f.initial : (min !== null && (ranged || min === max) ? min : null);

    var input = el('input', {
      id: id, name: f.name, type: 'number', class: 'input input-number',
      attrs: {
        min: ranged ? min : null, max: ranged ? max : null, step: step,
        inputmode: min !== null && min >= 0 ? (shown > 0 ? 'decimal' : 'numeric') : null,
        autocomplete: 'off', enterkeyhint: 'send'
      }
    });
    if (initial !== null) input.value = String(initial);

    var parts = [input];
    if (ranged) {
      var slider = el('input', {
        type: 'range', class: 'slider',
        attrs: { min: min, max: max, step: step, 'aria-label': (f.label || humanKey(f.name)) + ' (slider)', 'data-for': f.name }
      });
      slider.value = String(initial !== null ? initial : min);
      // The filled part of the track (a custom property: CSSOM, which the CSP allows).
      var paint = function () {
        var pct = (Number(slider.value) - min) / (max - min) * 100;
        slider.style.setProperty('--fill', Math.min(100, Math.max(0, pct)).toFixed(2) + '%');
      };
      paint();
      slider.addEventListener('input', function () {
        var v = Number(slider.value);
        input.value = shown > 0 ? v.toFixed(shown) : String(Math.round(v));
        input.classList.remove('invalid');
        paint();
      });
      input.addEventListener('input', function () {
        var v = Number(input.value);
        if (input.value !== '' && isFinite(v)) slider.value = String(Math.min(max, Math.max(min, v)));
        input.classList.toggle('invalid', input.value !== '' && (!isFinite(v) || v < min || v > max));
        paint();
      });
      parts.push(el('div', { class: 'slider-wrap' },
        slider,
        el('div', { class: 'slider-ends', attrs: { 'aria-hidden': 'true' } },
          el('span', { text: R.fmtNumber(min, shown) }),
          el('span', { text: R.fmtNumber(max, shown) }))));
    }

    return {
      node: fieldShell(f, i, el('div', { class: 'number-control' }, parts), id),
      read: function () {
        var raw = input.value.trim();
        var v = Number(raw);
        if (raw === '' || !isFinite(v)) {
          return { error: 'Enter a number for “' + (f.label || humanKey(f.name)) + '”.', focus: input };
        }
        return { value: v };
      }
    };
  }

  function choiceField(f, i, single) {
    var choices = Array.isArray(f.choices) ? f.choices : [];
    var selected = null;
    var buttons = [];
    var init = f.initial === null || f.initial === undefined ? null : valueAttr(f.initial);

    function select(b) {
      buttons.forEach(function (o) { o.setAttribute('aria-pressed', o === b ? 'true' : 'false'); });
      selected = b;
    }

    choices.forEach(function (c) {
      var b = el('button', {
        type: 'button', class: 'btn choice' + (f.kind === 'seat' ? ' choice-seat' : ''),
        data: { value: valueAttr(c.value) },
        attrs: { 'aria-pressed': 'false' },
        text: c.label !== undefined && c.label !== null && c.label !== '' ? R.asText(c.label) : R.asText(c.value)
      });
      b.addEventListener('click', function () {
        if (s.sending) return;
        select(b);
        if (single) {
          var action = {};
          action[f.name] = c.value;
          sendAnswer(action);
        }
      });
      b._value = c.value;
      buttons.push(b);
    });
    if (!single && buttons.length) {
      var start = buttons.filter(function (b) { return b.getAttribute('data-value') === init; })[0];
      select(start || buttons[0]);
    }

    var group = el('div', {
      class: 'choices' + (buttons.length <= 3 ? ' choices-few' : ''),
      attrs: { role: 'group', 'aria-labelledby': 'label-' + i }
    }, buttons);

    return {
      node: fieldShell(f, i, group, null),
      read: function () {
        if (!selected) return { error: 'Choose one for “' + (f.label || humanKey(f.name)) + '”.', focus: buttons[0] };
        return { value: selected._value };
      }
    };
  }

  function splitField(f, i) {
    var keys = Array.isArray(f.keys) ? f.keys.map(String) : [];
    var labels = Array.isArray(f.key_labels) ? f.key_labels : [];
    var min = finite(f.min) ? f.min : null;
    var max = finite(f.max) ? f.max : null;
    var dec = finite(f.decimals) && f.decimals > 0 ? Math.floor(f.decimals) : 0;
    var step = finite(f.step) && f.step > 0 ? f.step : Math.pow(10, -dec);
    var shown = Math.max(dec, decimalsOf(step));
    var total = finite(f.total) ? f.total : null;
    var initial = f.initial;
    var inputs = [];

    var rows = keys.map(function (k, j) {
      var id = 'f-' + i + '-' + j;
      var v = null;
      if (initial && typeof initial === 'object' && !Array.isArray(initial) && finite(initial[k])) v = initial[k];
      else if (Array.isArray(initial) && finite(initial[j])) v = initial[j];
      else if (min !== null) v = min;
      var input = el('input', {
        id: id, type: 'number', class: 'input input-number input-split',
        data: { key: k, field: f.name },
        attrs: {
          min: min, max: max !== null && max > (min === null ? -Infinity : min) ? max : null, step: step,
          inputmode: min !== null && min >= 0 ? (shown > 0 ? 'decimal' : 'numeric') : null,
          autocomplete: 'off'
        }
      });
      if (v !== null) input.value = String(v);
      input.addEventListener('input', updateSum);
      inputs.push(input);
      return el('div', { class: 'split-row' },
        el('label', { class: 'split-label', attrs: { for: id }, text: labels[j] !== undefined && labels[j] !== null ? R.asText(labels[j]) : humanKey(k) }),
        input);
    });

    var sumLine = el('p', { class: 'split-sum', id: 'sum-' + i, attrs: { 'aria-live': 'polite' } });

    function currentSum() {
      var sum = 0;
      inputs.forEach(function (inp) {
        var v = Number(inp.value);
        if (inp.value !== '' && isFinite(v)) sum += v;
      });
      return Math.round(sum * 1e9) / 1e9;
    }

    function updateSum() {
      var sum = currentSum();
      var text = 'sum: ' + R.fmtNumber(sum, Math.max(shown, 2));
      if (total !== null) text += ' of ' + R.fmtNumber(total, Math.max(shown, 2));
      sumLine.textContent = text;
      var off = total !== null && Math.abs(sum - total) > 1e-9;
      sumLine.classList.toggle('off', off);
      sumLine.classList.toggle('ok', total !== null && !off);
    }
    updateSum();

    return {
      node: fieldShell(f, i, el('div', { class: 'split' }, rows, sumLine), null),
      read: function () {
        var out = {};
        for (var j = 0; j < inputs.length; j++) {
          var raw = inputs[j].value.trim();
          var v = Number(raw);
          if (raw === '' || !isFinite(v)) {
            return { error: 'Enter a number for every part of “' + (f.label || humanKey(f.name)) + '”.', focus: inputs[j] };
          }
          out[keys[j]] = v;
        }
        return { value: out };
      }
    };
  }

  function textField(f, i) {
    var id = 'f-' + i;
    var input = el('input', {
      id: id, name: f.name, type: 'text', class: 'input',
      attrs: { maxlength: 500, autocomplete: 'off', enterkeyhint: 'send' }
    });
    if (typeof f.initial === 'string') input.value = f.initial;
    return {
      node: fieldShell(f, i, input, id),
      read: function () { return { value: input.value }; }
    };
  }

  function toggleField(f, i) {
    var id = 'f-' + i;
    var input = el('input', { id: id, name: f.name, type: 'checkbox', class: 'toggle-input' });
    input.checked = f.initial === true;
    var node = el('div', { class: 'field field-toggle', data: { field: f.name } },
      el('label', { class: 'toggle', attrs: { for: id } },
        input,
        el('span', { class: 'toggle-text', text: f.label || humanKey(f.name) })),
      f.help ? el('p', { class: 'field-help', text: f.help }) : null);
    return {
      node: node,
      read: function () { return { value: !!input.checked }; }
    };
  }

  function onSubmit(ev) {
    ev.preventDefault();
    if (s.sending || !s.ask || s.phase !== 'asked') return;
    var action = {};
    var fields = Array.isArray(s.ask.form) ? s.ask.form.filter(function (f) { return f && f.name; }) : [];
    for (var i = 0; i < s.controls.length; i++) {
      var r = s.controls[i].read();
      if (r.error) {
        formError(r.error);
        if (r.focus) r.focus.focus();
        return;
      }
      action[fields[i].name] = r.value;
    }
    sendAnswer(action);
  }

  function sendAnswer(action) {
    if (!s.ask) return;
    if (!sock.isOpen()) {
      formError('Not connected — your answer was not sent. Try again in a moment.');
      return;
    }
    formError('');
    s.sending = true;
    enableForm(false);
    sock.send({ type: 'answer', ask: s.ask.ask, action: action });
  }

  // ---- countdown -------------------------------------------------------------------------

  var ticker = null;

  function startCountdown() {
    if (!ticker) ticker = setInterval(tick, 250);
    tick();
  }

  function stopCountdown() {
    if (ticker) { clearInterval(ticker); ticker = null; }
    s.deadline = null;
    s.pausedLeft = null;
    R.show('countdown', false);
    R.show('deadline-bar', false);
  }

  function tick() {
    var cd = $('countdown');
    var bar = $('deadline-bar');
    if (s.phase !== 'asked' || (s.deadline === null && s.pausedLeft === null)) {
      R.show(cd, false);
      R.show(bar, false);
      return;
    }
    var leftMs = s.deadline !== null ? Math.max(0, s.deadline - performance.now()) : s.pausedLeft;
    var secs = Math.ceil(leftMs / 1000);
    R.setText(cd, s.deadline === null ? 'Paused · ' + secs + ' s left' : secs + ' s left');
    cd.classList.toggle('urgent', s.deadline !== null && secs <= 10);
    cd.classList.toggle('over', secs <= 0);
    R.show(cd, true);
    R.show(bar, true);
    var frac = s.deadlineSpan > 0 ? Math.min(1, leftMs / s.deadlineSpan) : 0;
    $('deadline-fill').style.transform = 'scaleX(' + frac.toFixed(4) + ')';
    bar.classList.toggle('urgent', s.deadline !== null && secs <= 10);
  }

  // ---- start -----------------------------------------------------------------------------

  function init() {
    $('join-form').addEventListener('submit', onJoin);
    $('form').addEventListener('submit', onSubmit);
    $('form').addEventListener('input', function () { formError(''); });
    $('code').addEventListener('input', function () {
      var c = $('code');
      var up = c.value.toUpperCase();
      if (up !== c.value) {
        var pos = c.selectionStart;
        c.value = up;
        try { c.setSelectionRange(pos, pos); } catch (e) { /* ignore */ }
      }
    });
    $('rejoin').addEventListener('click', function () {
      R.show('rejoin', false);
      $('rejoin').textContent = 'Join again';
      if (s.session) {
        // Take the seat back here (after 'replaced').
        showPlay();
        setPhase('waiting');
        setStatus('Connecting to the room…', 'info');
        sock.start();
      } else {
        showJoin('');
      }
    });

    var code = R.queryParam('code');
    if (code) $('code').value = code.replace(/\s+/g, '').toUpperCase().slice(0, 16);

    if (s.session) {
      showPlay();
      renderHeader();
      setPhase('waiting');
      setStatus('Connecting to the room…', 'info');
      sock.start();
    } else {
      showJoin('');
    }
  }

  init();
})();
