import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ClaimIdentityFields, type ClaimIdentityFieldsProps } from './claim-identity-fields';

interface Identity {
  TACNumber: string;
  DateOfBirth: string;
}

function Harness(props: Pick<ClaimIdentityFieldsProps<Identity, Identity>, 'order' | 'maxDateOfBirth'>) {
  const { control } = useForm<Identity>({ defaultValues: { TACNumber: '', DateOfBirth: '' } });
  const claimNumber = useWatch({ control, name: 'TACNumber' });
  return (
    <form>
      <ClaimIdentityFields
        control={control}
        names={{ claimNumber: 'TACNumber', dateOfBirth: 'DateOfBirth' }}
        ids={{ claimNumber: 'form-claim-number', dateOfBirth: 'form-date-of-birth' }}
        errorOf={(field) => (field === 'dateOfBirth' ? 'Enter a valid date of birth' : undefined)}
        isShown={() => true}
        {...props}
      />
      <output>{claimNumber}</output>
    </form>
  );
}

describe('ClaimIdentityFields (spec part 1 §3, §5)', () => {
  it('binds the claim number boxes and the date of birth to the form under the given ids', async () => {
    const user = userEvent.setup();
    render(<Harness order="claimNumberFirst" />);
    const first = screen.getByRole('textbox', { name: 'Claim number, first 2 digits' });
    expect(first).toHaveAttribute('id', 'form-claim-number');
    await user.type(first, '12');
    expect(screen.getByRole('textbox', { name: 'Claim number, last 5 digits' })).toHaveFocus();
    await user.keyboard('34567');
    expect(screen.getByRole('status')).toHaveTextContent('12/34567');
    const dateOfBirth = screen.getByLabelText('Date of birth');
    expect(dateOfBirth).toHaveAttribute('id', 'form-date-of-birth');
    expect(dateOfBirth).toHaveAttribute('autocomplete', 'bday');
    expect(dateOfBirth).toHaveAccessibleDescription(expect.stringContaining('Enter a valid date of birth'));
  });

  it('asks in the order the form gives', () => {
    const { unmount } = render(<Harness order="dateOfBirthFirst" />);
    const boxes = () => screen.getAllByRole('textbox').map((box) => box.id);
    expect(boxes()).toEqual(['form-date-of-birth', 'form-claim-number', expect.any(String)]);
    unmount();
    render(<Harness order="claimNumberFirst" maxDateOfBirth="01/01/2000" />);
    expect(boxes()).toEqual(['form-claim-number', expect.any(String), 'form-date-of-birth']);
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('data-max', '01/01/2000');
  });
});
