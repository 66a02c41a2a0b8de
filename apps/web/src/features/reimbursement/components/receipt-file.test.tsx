import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import {
  answerReimbursementCalls,
  pharmacyDraft,
  reimbursementPaths,
} from '../../../test/reimbursement-fixture';
import { openReimbursementForm, pick, saves, slow } from './reimbursement-test-support';

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerReimbursementCalls(mockApi());
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reimbursement: exactly one receipt (spec part 2 §5)', () => {
  it('refuses a second receipt with an alert and sends no byte of it', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    await openReimbursementForm();
    pick('second.pdf');
    expect(alertSpy).toHaveBeenCalledWith('Only one receipt can be attached');
    expect(xhrs).toHaveLength(0);
    expect(screen.queryByText('second.pdf')).toBeNull();
  });

  it('refuses a second pick while the first is still uploading', async () => {
    await openReimbursementForm();
    pick('first.pdf');
    pick('second.pdf');
    expect(xhrs).toHaveLength(1);
    expect(xhrs[0]!.url).toBe(reimbursementPaths.upload);
    expect(alertSpy).toHaveBeenCalledWith('Only one receipt can be attached');
  });

  it('lets a new pick replace a receipt whose upload failed', async () => {
    await openReimbursementForm();
    pick('first.pdf');
    xhrs[0]!.answer(225, [{ Number: 171, Message: 'Document type is not accepted' }]);
    expect(await screen.findByText('Error 171: Document type is not accepted')).toBeInTheDocument();
    pick('second.pdf');
    expect(xhrs).toHaveLength(2);
    expect(screen.queryByText('first.pdf')).toBeNull();
    xhrs[1]!.answer(200, { FileId: 'file-2' });
    await waitFor(
      () =>
        expect(saves(api).at(-1)).toMatchObject({
          Documents: [{ Filename: 'second.pdf', FileID: 'file-2' }],
        }),
      slow,
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts the spec message for a file type that is not accepted', async () => {
    await openReimbursementForm();
    pick('receipt.exe');
    expect(alertSpy).toHaveBeenCalledWith('Document type is not accepted');
    expect(xhrs).toHaveLength(0);
  });

  it('needs the receipt again after it was removed', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    await openReimbursementForm();
    await userEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(api.bodies(reimbursementPaths.discardFile)).toMatchObject([{ FileId: 'file-1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please attach your receipt')).not.toHaveLength(0);
  });
});
