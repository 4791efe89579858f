// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { deviceHeaders, deviceId, parseUserAgent } from './device.ts';

const UA = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeMac', 0, 'desktop', 'Chrome', 'macOS'],
    ['safariIphone', 5, 'mobile', 'Safari', 'iOS'],
    ['safariIpad', 5, 'tablet', 'Safari', 'iOS'],
    ['ipadAsMac', 5, 'tablet', 'Safari', 'iOS'],
    ['ipadAsMac', 0, 'desktop', 'Safari', 'macOS'],
    ['chromeAndroidPhone', 5, 'mobile', 'Chrome', 'Android'],
    ['androidTablet', 5, 'tablet', 'Chrome', 'Android'],
    ['edgeWindows', 0, 'desktop', 'Edge', 'Windows'],
    ['firefoxLinux', 0, 'desktop', 'Firefox', 'Linux'],
    ['chromeIos', 5, 'mobile', 'Chrome', 'iOS'],
    ['samsung', 5, 'mobile', 'Samsung Internet', 'Android'],
  ] as const)('%s (touch points %i) → %s, %s, %s', (key, touch, deviceType, browser, os) => {
    expect(parseUserAgent(UA[key], touch)).toEqual({ deviceType, browser, os });
  });

  it('names what it does not know Other, on a desktop', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ deviceType: 'desktop', browser: 'Other', os: 'Other' });
  });
});

describe('deviceId', () => {
  afterEach(() => localStorage.clear());

  it('makes a random id once and keeps it in local storage; the header carries it', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem('device_id')).toBe(id);
    expect(deviceHeaders()).toEqual({ 'x-device-id': id });
  });

  it('replaces a kept value that is not a UUID', () => {
    localStorage.setItem('device_id', 'tampered');
    expect(deviceId()).not.toBe('tampered');
  });
});
