// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AppNameContext, DocumentTitle } from './document-title.tsx';
import { PageTitle } from './page-title.tsx';

afterEach(cleanup);

const titleText = () => document.querySelector('title')?.textContent;

describe('page titles', () => {
  it('follow the page’s title with the app’s name the layout supplies', () => {
    render(
      <AppNameContext value="NY Minute Admin">
        <PageTitle title="Risk factors">Every new order is scored.</PageTitle>
      </AppNameContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Risk factors' })).toBeTruthy();
    expect(titleText()).toBe('Risk factors | NY Minute Admin');
  });

  it('are the page’s title alone outside a role app', () => {
    render(<DocumentTitle>Search</DocumentTitle>);
    expect(titleText()).toBe('Search');
  });
});
