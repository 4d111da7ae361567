import type { ConsoleClient } from '@console/core/client';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConsoleClient } from './ConsoleContext';
import { ConsoleProvider } from './ConsoleProvider';
import { useSelection } from './useSelection';
import { useToasts } from './useToasts';

const client = { config: {} } as unknown as ConsoleClient;

afterEach(cleanup);

describe('ConsoleProvider', () => {
  it('gives its children the client and the query client it was given', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => ({ client: useConsoleClient(), qc: useQueryClient() }), {
      wrapper: ({ children }) => (
        <ConsoleProvider client={client} queryClient={queryClient}>
          {children}
        </ConsoleProvider>
      ),
    });
    expect(result.current.client).toBe(client);
    expect(result.current.qc).toBe(queryClient);
  });

  it('creates a query client when none is given', () => {
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => <ConsoleProvider client={client}>{children}</ConsoleProvider>,
    });
    expect(result.current).toBeInstanceOf(QueryClient);
  });

  it('renders its children', () => {
    render(
      <ConsoleProvider client={client}>
        <p>inside</p>
      </ConsoleProvider>,
    );
    expect(screen.getByText('inside')).toBeTruthy();
  });

  it.each([
    ['useConsoleClient', useConsoleClient],
    ['useSelection', useSelection],
    ['useToasts', useToasts],
  ])('%s outside the provider throws a message naming ConsoleProvider', (name, hook) => {
    expect(() => renderHook(() => hook())).toThrow(new RegExp(`${name} must be used inside <ConsoleProvider`));
  });
});
