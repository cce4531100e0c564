import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { useFormState } from './use-form-state';

const Schema = z.object({ name: z.string().min(1, 'Name is required') });

function Form() {
  const form = useFormState(Schema, { name: '' });
  const field = form.field('name');
  return (
    <div>
      <input aria-label="Name" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      {field.error && <p role="alert">{field.error}</p>}
    </div>
  );
}

afterEach(cleanup);

describe('useFormState', () => {
  it('leaves an untouched empty field quiet when focus moves on', () => {
    render(<Form />);
    const input = screen.getByLabelText('Name');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message once the person typed and cleared the field', () => {
    render(<Form />);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });
});
