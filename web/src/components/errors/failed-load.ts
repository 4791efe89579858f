/** Shown when the page cannot start (no root element): plain DOM, no React needed. */
export function renderFailedLoad(detail: string) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:32rem;margin:10vh auto;padding:2rem;font-family:system-ui,sans-serif;color:#15201b';
  const title = document.createElement('h1');
  title.textContent = 'Failed to Load';
  title.style.cssText = 'font-size:1.75rem;margin:0 0 1rem';
  const reload = document.createElement('button');
  reload.textContent = 'Reload page';
  reload.style.cssText =
    'padding:.75rem 1.5rem;border-radius:999px;border:0;background:#14281f;color:#f6f1e7;cursor:pointer';
  reload.addEventListener('click', () => location.reload());
  const tips = document.createElement('ul');
  for (const tip of ['Refresh the page', 'Clear your browser cache', 'Try a private window']) {
    const li = document.createElement('li');
    li.textContent = tip;
    tips.append(li);
  }
  const details = document.createElement('pre');
  details.textContent = `Technical details: ${detail}`;
  details.style.cssText =
    'background:#efe7d8;padding:1rem;border-radius:.75rem;white-space:pre-wrap;font-size:.8rem';
  box.append(title, reload, tips, details);
  document.body.append(box);
}
