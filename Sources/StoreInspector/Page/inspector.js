// storegen inspect's page. Everything the recording holds is shown with
// textContent, never as markup; the server sends windows of the timeline,
// never the whole file. No build step, no dependencies.
'use strict';

const token = new URLSearchParams(location.search).get('token') || '';
const windowSize = 100;
const view = {
  info: null,
  filter: { name: '', q: '' },
  total: 0,          // entries matching the filter
  cursor: -1,        // selected index among them
  window: { start: 0, entries: [] },
  followNewest: true,
  request: 0,        // drops answers to superseded requests
};

const $ = (id) => document.getElementById(id);

async function api(path, params = {}) {
  const query = new URLSearchParams({ ...params, token });
  const response = await fetch(`${path}?${query}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/// A value as one line of JSON.
function text(value) {
  return JSON.stringify(value) ?? 'null';
}

/// A recording's time (ms since 1970) as UTC text. Whatever the file holds,
/// this never throws: a time a Date cannot hold, or no number at all, is
/// shown as it is.
function formatTime(ms) {
  if (ms === undefined || ms === null) return '';
  if (typeof ms !== 'number') return `not a time: ${text(ms)}`;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return `time out of range: ${ms}`;
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/// A value shown as a label (a sequence number, a count): text whatever it is.
function label(value) {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : text(value);
}

// MARK: status

function showInfo(info) {
  view.info = info;
  $('store').textContent = info.store ?? 'Not an inspector recording';
  document.title = `${info.store ?? '?'} — storegen inspect`;
  const status = $('status');
  let line = `${info.count} action${info.count === 1 ? '' : 's'}`;
  status.classList.remove('stopped');
  if (info.indexing) line += ' (reading the file…)';
  if (info.ended) {
    line += ` — the recording stopped at action ${label(info.ended.seq)} (${formatTime(info.ended.t)})`;
    status.classList.add('stopped');
  } else if (info.following && info.appRunning === false) {
    line += ' — the app stopped without closing the recording';
    status.classList.add('stopped');
  } else if (info.following) {
    line += ' — following the live recording';
  }
  status.textContent = line;
  const problems = $('problems');
  problems.replaceChildren(...(info.problems || []).map((problem) => {
    const item = document.createElement('li');
    item.textContent = problem;
    return item;
  }));
  const select = $('filter-name');
  const known = new Set([...select.options].map((option) => option.value));
  for (const name of info.names || []) {
    if (known.has(name)) continue;
    const option = document.createElement('option');
    option.value = name;
    option.textContent = name;
    select.append(option);
  }
}

// MARK: timeline

async function loadWindow(start) {
  const answer = await api('/api/entries', { start, count: windowSize, name: view.filter.name, q: view.filter.q });
  view.total = answer.total;
  view.window = { start: answer.start, entries: answer.entries };
  renderTimeline();
  return answer;
}

function renderTimeline() {
  const list = $('timeline');
  list.replaceChildren(...view.window.entries.map((entry, offset) => {
    const item = document.createElement('li');
    const index = view.window.start + offset;
    item.dataset.index = index;
    item.dataset.position = entry.position;
    if (entry.unreadable) item.classList.add('unreadable');
    if (index === view.cursor) item.classList.add('selected');
    const seq = document.createElement('span');
    seq.className = 'seq';
    seq.textContent = `#${entry.seq === undefined || entry.seq === null ? '?' : label(entry.seq)}`;
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = entry.name;
    const params = document.createElement('span');
    params.className = 'params';
    params.textContent = entry.params;
    item.append(seq, name, params);
    item.title = formatTime(entry.t);
    item.addEventListener('click', () => select(index));
    return item;
  }));
  const scrubber = $('scrubber');
  scrubber.max = Math.max(0, view.total - 1);
  scrubber.value = Math.max(0, view.cursor);
  $('position').textContent = view.total ? `${view.cursor + 1} / ${view.total}` : 'no actions';
  const selected = list.querySelector('.selected');
  if (selected) selected.scrollIntoView({ block: 'nearest' });
}

// MARK: selection

async function select(index) {
  if (view.total === 0) return showNothing();
  index = Math.min(Math.max(0, index), view.total - 1);
  view.cursor = index;
  view.followNewest = index === view.total - 1;
  const request = ++view.request;
  const { start, entries } = view.window;
  if (index < start || index >= start + entries.length) {
    await loadWindow(Math.max(0, index - Math.floor(windowSize / 2)));
  }
  if (request !== view.request) return;
  renderTimeline();
  const entry = view.window.entries[index - view.window.start];
  if (!entry) return;
  const [action, state] = await Promise.all([
    api('/api/action', { position: entry.position }),
    api('/api/state', { after: entry.position + 1 }),
  ]);
  if (request !== view.request) return;
  showAction(action);
  showState(state);
  document.body.dataset.shownPosition = entry.position;
}

function showNothing() {
  view.cursor = -1;
  $('detail-title').textContent = 'No action selected';
  renderTimeline();
}

function showAction(action) {
  $('detail-title').textContent = action.name;
  $('detail-meta').textContent = `action #${action.seq === undefined || action.seq === null ? '?' : label(action.seq)} · ${formatTime(action.t)}`;
  $('params').textContent = action.unreadable
    ? `This line is not a readable record (${action.unreadable.$bytes} bytes):\n${action.unreadable.$unreadable}`
    : text(action.params);
  const rows = (action.changes || []).flatMap(changeRows);
  if (rows.length === 0) rows.push(noteRow('nothing changed'));
  $('changes').tBodies[0].replaceChildren(...rows);
  $('warnings').textContent = (action.warnings || []).join(' ');
}

/// A row of the changes table: a path, and its value before and after.
function pathRow(path, before, after, classNames = {}) {
  const row = document.createElement('tr');
  row.dataset.path = path;
  for (const [className, value] of [['path', path], ['before', before], ['after', after]]) {
    const cell = document.createElement('td');
    cell.className = `${className} ${classNames[className] || ''}`.trim();
    cell.textContent = value;
    row.append(cell);
  }
  return row;
}

/// One changed field's rows: each path that changed inside it, then (when
/// the paths are inside the value) the whole value before and after, folded.
function changeRows(change) {
  const rows = (change.paths || []).map((path) => {
    if (path.movedFrom !== undefined) {
      return pathRow(path.path, `at ${path.movedFrom}`, 'moved here', { after: 'absent' });
    }
    const before = 'before' in path ? text(path.before) : '(none)';
    const after = 'after' in path ? text(path.after) : '(none)';
    return pathRow(path.path, before, after,
      { before: 'before' in path ? '' : 'absent', after: 'after' in path ? '' : 'absent' });
  });
  if (change.omitted > 0) rows.push(noteRow(`… ${change.omitted} more changes in ${change.field}`));
  const inside = (change.paths || []).some((path) => path.path !== change.field && path.path !== text(change.field));
  if (inside) {
    const details = document.createElement('details');
    details.className = 'whole';
    const summary = document.createElement('summary');
    summary.textContent = `the whole ${change.field}, before and after`;
    const before = document.createElement('pre');
    before.className = 'before';
    before.textContent = JSON.stringify(change.before, null, 1) ?? 'null';
    const after = document.createElement('pre');
    after.className = 'after';
    after.textContent = JSON.stringify(change.after, null, 1) ?? 'null';
    const sides = document.createElement('div');
    sides.className = 'sides';
    sides.append(before, after);
    details.append(summary, sides);
    const row = noteRow('');
    row.dataset.whole = change.field;
    row.firstChild.append(details);
    rows.push(row);
  }
  return rows;
}

function noteRow(message) {
  const row = document.createElement('tr');
  const cell = document.createElement('td');
  cell.colSpan = 3;
  cell.textContent = message;
  row.append(cell);
  return row;
}

function showState(answer) {
  $('state').replaceChildren(tree(answer.state, null, 0));
  if (answer.warnings && answer.warnings.length) $('warnings').textContent = answer.warnings.join(' ');
}

/// A collapsible tree of `value`: objects and arrays as <details>, the rest as text.
function tree(value, key, depth) {
  const isBranch = value !== null && typeof value === 'object';
  if (!isBranch) {
    const leaf = document.createElement('div');
    leaf.className = 'leaf';
    if (key !== null) {
      const label = document.createElement('span');
      label.className = 'key';
      label.textContent = `${key}: `;
      leaf.append(label);
    }
    leaf.append(document.createTextNode(text(value)));
    leaf.dataset.path = key ?? '';
    return leaf;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  const branch = document.createElement('details');
  branch.open = depth < 2;
  const summary = document.createElement('summary');
  const label = document.createElement('span');
  label.className = 'key';
  label.textContent = key === null ? 'state' : key;
  summary.append(label, document.createTextNode(Array.isArray(value) ? ` [${value.length}]` : ` {${entries.length}}`));
  branch.append(summary);
  for (const [childKey, child] of entries) branch.append(tree(child, childKey, depth + 1));
  return branch;
}

// MARK: controls

let searchTimer = null;

async function applyFilter() {
  view.filter = { name: $('filter-name').value, q: $('search').value };
  view.cursor = -1;
  view.window = { start: 0, entries: [] };
  await loadWindow(0);
  await select(0);
}

function wire() {
  $('prev').addEventListener('click', () => select(view.cursor - 1));
  $('next').addEventListener('click', () => select(view.cursor + 1));
  $('scrubber').addEventListener('input', (event) => select(Number(event.target.value)));
  $('filter-name').addEventListener('change', applyFilter);
  $('search').addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(applyFilter, 250);
  });
  document.addEventListener('keydown', (event) => {
    if (event.target.tagName === 'INPUT' || event.target.tagName === 'SELECT') return;
    if (event.key === 'ArrowLeft') select(view.cursor - 1);
    if (event.key === 'ArrowRight') select(view.cursor + 1);
  });
}

// MARK: live

async function poll() {
  const info = await api('/api/info');
  const before = view.info;
  showInfo(info);
  const grew = !before || before.count !== info.count;
  if (grew) {
    const atEnd = view.followNewest || view.cursor < 0;
    const answer = await api('/api/entries', { start: 0, count: 0, name: view.filter.name, q: view.filter.q });
    view.total = answer.total;
    if (atEnd && view.total > 0) {
      await loadWindow(Math.max(0, view.total - windowSize));
      await select(view.total - 1);
    } else {
      await loadWindow(view.window.start);
    }
  }
  const live = info.following ? !info.ended && info.appRunning !== false : info.indexing;
  if (live || info.indexing) setTimeout(() => poll().catch(showError), 500);
}

function showError(error) {
  $('status').textContent = `The inspector cannot be reached: ${error.message}`;
}

async function start() {
  wire();
  const info = await api('/api/info');
  showInfo(info);
  await loadWindow(0);
  // Following: start at the newest action, and stay there while it grows.
  await select(info.following ? Number.MAX_SAFE_INTEGER : 0);
  if (info.following || info.indexing) setTimeout(() => poll().catch(showError), 500);
}

start().catch(showError);
