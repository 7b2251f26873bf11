import { render, screen } from '@testing-library/react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

describe('FormField', () => {
  it('labels the control and links the description', () => {
    render(
      <FormField label="Email" description="We never share it">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error first', () => {
    render(
      <FormField label="Email" description="Work email" error="Email is required" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Email is required Work email');
  });

  it('keeps an existing aria-describedby and a given id', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <FormField label="Name" id="name" error="Too short">
          <Input aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input.getAttribute('aria-describedby')).toBe('name-error extra');
  });

  it('supports a render function', () => {
    render(
      <FormField label="Notes" error="Bad">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Bad');
  });

  it('generates distinct ids per field', () => {
    render(
      <>
        <FormField label="A">
          <Input />
        </FormField>
        <FormField label="B">
          <Input />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'B' }).id,
    );
  });
});
