import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match';

const layout = (name: string, children: RouteObject[]): RouteObject => ({
  element: name,
  children,
});

const table: RouteObject[] = [
  layout('root', [
    { index: true, element: 'home' },
    { path: 'class', element: 'classes' },
    { path: 'class/:grade', element: 'grade' },
    { path: 'class/:grade/curriculum', element: 'grade curriculum' },
    {
      path: 'class/:grade/:volume',
      element: 'volume layout',
      children: [
        { index: true, element: 'volume' },
        { path: 'curriculum', element: 'volume curriculum' },
        { path: ':sub', element: 'subject' },
        { path: ':sub/:topic', element: 'topic' },
      ],
    },
    { path: '*', element: 'not found' },
  ]),
];

function rendered(pathname: string) {
  return matchRoutes(table, pathname)?.map((match) => match.route.element);
}

describe('matchRoutes', () => {
  it('matches the index of a layout at its own address', () => {
    expect(rendered('/')).toEqual(['root', 'home']);
    expect(rendered('/class/k1/v1')).toEqual(['root', 'volume layout', 'volume']);
  });

  it('prefers a static segment to a parameter, whatever the order of the table', () => {
    expect(rendered('/class/k1/curriculum')).toEqual(['root', 'grade curriculum']);
    expect(rendered('/class/k1/v1/curriculum')).toEqual([
      'root',
      'volume layout',
      'volume curriculum',
    ]);
    const reversed = [layout('root', [...(table[0]?.children ?? [])].reverse())];
    expect(matchRoutes(reversed, '/class/k1/curriculum')?.[1]?.route.element).toBe(
      'grade curriculum',
    );
  });

  it('gives every route of the chain all the parameters, decoded', () => {
    const matches = matchRoutes(table, '/class/k1/v1/maths/add%20within%205');
    expect(matches?.map((match) => match.route.element)).toEqual([
      'root',
      'volume layout',
      'topic',
    ]);
    for (const match of matches ?? []) {
      expect(match.params).toEqual({
        grade: 'k1',
        volume: 'v1',
        sub: 'maths',
        topic: 'add within 5',
      });
    }
  });

  it('ignores a trailing slash and the case of static segments', () => {
    expect(rendered('/class/')).toEqual(['root', 'classes']);
    expect(rendered('/CLASS/k1')).toEqual(['root', 'grade']);
  });

  it('sends any other address to the rest-of-path route, with what it caught', () => {
    expect(rendered('/class/k1/v1/maths/add/more')).toEqual(['root', 'not found']);
    expect(matchRoutes(table, '/no/such/page')?.[1]?.params).toEqual({ '*': 'no/such/page' });
  });

  it('answers null when no route matches', () => {
    expect(matchRoutes([{ path: 'signin', element: 'sign in' }], '/signup')).toBeNull();
    expect(matchRoutes([{ path: 'signin', element: 'sign in' }], '/signin/more')).toBeNull();
  });

  it('takes an absolute child path as it is, and keeps the table order between equals', () => {
    const routes: RouteObject[] = [
      { path: '/profile', element: 'first' },
      { path: '/profile', element: 'second' },
      layout('layout', [{ path: '/signin', element: 'sign in' }]),
    ];
    expect(matchRoutes(routes, '/profile')?.map((match) => match.route.element)).toEqual(['first']);
    expect(matchRoutes(routes, '/signin')?.map((match) => match.route.element)).toEqual([
      'layout',
      'sign in',
    ]);
  });
});
