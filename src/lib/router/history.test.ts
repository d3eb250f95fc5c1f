// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  parsePath,
  resolvePath,
} from './history';

describe('addresses', () => {
  it('splits an address into its path, query and hash', () => {
    expect(parsePath('/signin?next=%2Fparents#form')).toEqual({
      pathname: '/signin',
      search: '?next=%2Fparents',
      hash: '#form',
    });
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
  });

  it('resolves a relative address against the current page', () => {
    expect(resolvePath('/parents', '/class/k1')).toBe('/parents');
    expect(resolvePath('v1', '/class/k1')).toBe('/class/k1/v1');
    expect(resolvePath('../k2', '/class/k1')).toBe('/class/k2');
    expect(resolvePath('?tab=2', '/profile')).toBe('/profile?tab=2');
  });
});

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back, telling listeners how', () => {
    const history = createMemoryHistory(['/', '/class'], 1);
    const heard = vi.fn();
    history.listen(heard);
    expect(history.location.pathname).toBe('/class');
    history.push('/class/k1', { from: 'picker' });
    expect(history.location).toMatchObject({ pathname: '/class/k1', state: { from: 'picker' } });
    expect(heard).toHaveBeenLastCalledWith({ location: history.location, action: 'PUSH' });
    history.replace('/class/k2');
    expect(history.action).toBe('REPLACE');
    history.go(-1);
    expect(history.location.pathname).toBe('/class');
    expect(history.action).toBe('POP');
    history.go(5);
    expect(history.location.pathname).toBe('/class/k2');
    // A push after going back drops the entries ahead.
    history.go(-2);
    history.push('/contact');
    history.go(1);
    expect(history.location.pathname).toBe('/contact');
  });

  it('starts on an entry given by its parts, with its state', () => {
    const history = createMemoryHistory([{ pathname: '/subscribe', state: { sent: true } }]);
    expect(history.location).toMatchObject({
      pathname: '/subscribe',
      search: '',
      state: { sent: true },
    });
  });
});

describe('createBrowserHistory', () => {
  it('writes to the address bar and hears the back button', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    const heard = vi.fn();
    history.listen(heard);
    history.push('/class/k1?x=1', { play: true });
    expect(window.location.pathname).toBe('/class/k1');
    expect(window.location.search).toBe('?x=1');
    expect(history.location).toMatchObject({ pathname: '/class/k1', state: { play: true } });
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
    expect(history.location.pathname).toBe('/');
    expect(history.location.state).toBeNull();
    expect(heard).toHaveBeenLastCalledWith({ location: history.location, action: 'POP' });
  });
});

describe('createStaticHistory', () => {
  it('stays on its one address', () => {
    const history = createStaticHistory('/class/k1/v1?tab=1');
    expect(history.location).toMatchObject({ pathname: '/class/k1/v1', search: '?tab=1' });
    expect(() => history.push('/')).toThrow(/cannot navigate/);
  });
});
