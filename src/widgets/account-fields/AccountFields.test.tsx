// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CurrentPasswordField,
  EmailField,
  GradeField,
  NewPasswordField,
  StudentNameField,
} from './AccountFields';

const bound = { value: '', onChange: () => {} };

describe('account fields', () => {
  it('give password managers and phone keyboards the hints they need', () => {
    render(
      <form>
        <StudentNameField {...bound} />
        <EmailField {...bound} />
        <NewPasswordField {...bound} />
        <CurrentPasswordField {...bound} label="Current password" />
      </form>,
    );
    const name = screen.getByLabelText("Student's name");
    expect(name).toHaveAttribute('autocomplete', 'off');
    expect(name).toHaveAttribute('maxlength', '100');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    const chosen = screen.getByLabelText('Password');
    expect(chosen).toHaveAttribute('autocomplete', 'new-password');
    expect(chosen).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('lists the grades after a disabled placeholder, or the choices given', () => {
    const { rerender } = render(<GradeField {...bound} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select your grade',
      'Nursery',
      'Kindergarten 1',
      'Kindergarten 2',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Nursery',
      'Kindergarten-1',
      'Kindergarten-2',
    ]);
    expect(options[0]).toBeDisabled();
    rerender(<GradeField {...bound} options={[{ value: 'Nursery', label: 'PreSchool' }]} />);
    expect(screen.getByRole('option', { name: 'PreSchool' })).toHaveValue('Nursery');
  });
});
