import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, newUploadItem, type UploadItem } from './file-upload';

/** A File whose reported size is `size` without allocating it. */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

function renderPicker(items: UploadItem[] = []) {
  const onAdd = vi.fn();
  const onDiscard = vi.fn();
  render(<FileUpload label="Supporting documents" items={items} onAdd={onAdd} onDiscard={onDiscard} />);
  return { onAdd, onDiscard, input: screen.getByLabelText<HTMLInputElement>('Supporting documents') };
}

describe('FileUpload', () => {
  it('adds one accepted file per pick', async () => {
    const user = userEvent.setup();
    const { onAdd, input } = renderPicker();
    expect(input.multiple).toBe(false);
    expect(input.accept).toContain('.pdf');
    await user.upload(input, fileOf('letter.pdf', 1024));
    expect(onAdd).toHaveBeenCalledOnce();
    expect((onAdd.mock.calls[0]?.[0] as File).name).toBe('letter.pdf');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('refuses an 11 MB file with "Document must be below 10MB"', async () => {
    const user = userEvent.setup();
    const { onAdd, input } = renderPicker();
    await user.upload(input, fileOf('scan.pdf', 11 * 1024 * 1024));
    expect(alertSpy).toHaveBeenCalledWith('Document must be below 10MB');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses an .exe with "Document type is not accepted"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onAdd, input } = renderPicker();
    await user.upload(input, fileOf('setup.exe', 2048));
    expect(alertSpy).toHaveBeenCalledWith('Document type is not accepted');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows each file with a progress bar and its percent text', () => {
    const item = { ...newUploadItem(fileOf('letter.pdf', 10)), progress: 42, status: 'uploading' as const };
    renderPicker([item]);
    const bar = screen.getByRole('progressbar', { name: 'letter.pdf upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('letter.pdf');
  });

  it('lets a queued file be removed but keeps a stored file read-only', async () => {
    const user = userEvent.setup();
    const queued = newUploadItem(fileOf('a.pdf', 10));
    const stored = { ...newUploadItem(fileOf('b.pdf', 10)), progress: 100, status: 'done' as const };
    const { onDiscard } = renderPicker([queued, stored]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onDiscard).toHaveBeenCalledWith(queued);
    expect(screen.queryByRole('button', { name: 'Remove b.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });
});
