import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useControllableState } from './useControllableState';

function Counter(props: { value?: number; defaultValue?: number; onChange?: (n: number) => void }) {
  const [count, setCount] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? 0,
    onChange: props.onChange,
  });
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Count {count}
    </button>
  );
}

function Host() {
  const [value, setValue] = useState(10);
  return <Counter value={value} onChange={setValue} />;
}

describe('useControllableState', () => {
  it('given no value, keeps its own state from the default and reports each change', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter defaultValue={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    await expect.element(screen.getByRole('button')).toHaveTextContent('Count 6');
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('given a value, shows only what the host says and asks it for changes', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith(2);
    await expect.element(screen.getByRole('button')).toHaveTextContent('Count 1');
  });

  it('given a value, asks again for a change the host refused', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onChange.mock.calls).toEqual([[2], [2]]);
  });

  it('follows the host when it accepts the change', async () => {
    const screen = await render(<Host />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    await expect.element(screen.getByRole('button')).toHaveTextContent('Count 12');
  });
});
