import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LazyPart, lazyPart } from './lazyPart';
import '../styles.css';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(_: { name: string }): ReactNode {
  throw new Error('broken part');
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>host caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('shows a loading state until the code arrives, then the part; fetches once for every instance', async () => {
    const first = deferred<typeof Greeting>();
    const load = vi.fn(() => first.promise);
    const code = lazyPart(load);
    await render(
      <>
        <LazyPart code={code} props={{ name: 'Ana' }} />
        <LazyPart code={code} props={{ name: 'Bob' }} />
      </>,
    );
    await expect.element(page.getByRole('status').first()).toHaveTextContent('Loading…');
    first.resolve(Greeting);
    await expect.element(page.getByText('Hello Ana')).toBeVisible();
    await expect.element(page.getByText('Hello Bob')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the fetch fails, shows an error with a retry that fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const code = lazyPart(load);
    await render(<LazyPart code={code} props={{ name: 'Ana' }} />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This part could not be loaded. Check the connection and try again.');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByText('Hello Ana')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves the part's own errors to the host's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = lazyPart(() => Promise.resolve(Broken));
    await render(
      <Catch>
        <LazyPart code={code} props={{ name: 'Ana' }} />
      </Catch>,
    );
    await expect.element(page.getByText('host caught: broken part')).toBeVisible();
    expect(page.getByRole('button', { name: 'Try again' }).query()).toBeNull();
  });

  it('shows what the caller gives while loading and on failure', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(new TypeError('offline'));
    const code = lazyPart(load);
    const gate = deferred<void>();
    load.mockImplementationOnce(async () => {
      await gate.promise;
      throw new TypeError('offline');
    });
    await render(
      <LazyPart
        code={code}
        props={{ name: 'Ana' }}
        loading={<p>first rows</p>}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            all rows
          </button>
        )}
      />,
    );
    await expect.element(page.getByText('first rows')).toBeVisible();
    gate.resolve();
    await expect.element(page.getByRole('button', { name: 'all rows' })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('preloads ahead of the first render, once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const code = lazyPart(load);
    code.preload();
    code.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await render(<LazyPart code={code} props={{ name: 'Ana' }} />);
    await expect.element(page.getByText('Hello Ana')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
