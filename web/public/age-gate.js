(function () {
  var gate = document.getElementById('age-gate');
  if (!gate || typeof gate.showModal !== 'function') return;
  var verified = false;
  try {
    verified = localStorage.getItem('age_verified') === 'true';
  } catch (e) {}
  if (verified) return gate.remove();
  var html = document.documentElement;
  function open() {
    if (verified || gate.open) return;
    html.classList.add('age-gate-open');
    gate.showModal();
  }
  // No way out without an answer: Escape and the browser's close requests keep it open.
  gate.addEventListener('cancel', function (event) {
    event.preventDefault();
  });
  gate.addEventListener('close', function () {
    if (!verified) open();
  });
  gate.querySelector('[data-age-confirm]').addEventListener('click', function () {
    verified = true;
    try {
      localStorage.setItem('age_verified', 'true');
    } catch (e) {}
    gate.close();
    gate.remove();
    html.classList.remove('age-gate-open');
    window.dispatchEvent(new Event('age-verified'));
  });
  gate.querySelector('[data-age-leave]').addEventListener('click', function () {
    location.assign('https://www.google.com/');
  });
  // The store's pages only: the courier, admin and partner apps have their own sign-in. The storefront asks for it
  // too when a visitor reaches it from one of those without an answer.
  window.addEventListener('age-gate-needed', open);
  if (!/^\/(courier|admin|merchant)(\/|$)/.test(location.pathname)) open();
})();
