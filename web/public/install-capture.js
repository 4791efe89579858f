(function () {
  // Kept from the first moment: the browser may offer installation before the app's install prompt has loaded.
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__nymInstallPrompt = event;
  });
  addEventListener('appinstalled', function () {
    window.__nymInstallPrompt = null;
    try {
      localStorage.setItem('pwa_installed', 'true');
    } catch (e) {}
  });
})();
