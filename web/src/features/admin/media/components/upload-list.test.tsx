// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MEDIA_MESSAGES } from '#domain/catalog/media-schemas.ts';
import { UploadList } from './upload-list.tsx';

afterEach(cleanup);

describe('UploadList', () => {
  it('shows each file’s progress, the stored ones and each refusal with the server’s words', () => {
    const onClear = vi.fn();
    render(
      <UploadList
        onClear={onClear}
        uploads={[
          { id: '1', name: 'jar.jpg', progress: 0.42, status: 'uploading' },
          { id: '2', name: 'coa.pdf', progress: 1, status: 'done' },
          { id: '3', name: 'photo.jpg', progress: 1, status: 'failed', error: MEDIA_MESSAGES.type },
        ]}
      />,
    );
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading jar.jpg' })).toBeTruthy();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG, WebP or AVIF image, or a PDF');
    fireEvent.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says the server is processing once every byte is sent, and offers no clearing while all are running', () => {
    render(
      <UploadList
        onClear={() => undefined}
        uploads={[{ id: '1', name: 'big.png', progress: 1, status: 'uploading' }]}
      />,
    );
    expect(screen.getByText('Processing…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear finished' })).toBeNull();
  });

  it('renders nothing without uploads', () => {
    const { container } = render(<UploadList onClear={() => undefined} uploads={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
