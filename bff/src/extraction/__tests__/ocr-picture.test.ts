import { hostilePictures, slideScreenshot } from '../../testing/testing.scanned-files';
import { judgePicture, PICTURE_LIMITS } from '../extraction.ocr-picture';

describe('judgePicture: format and size from the header, before any decoding', () => {
  const hostile = hostilePictures();

  it('accepts an ordinary screenshot with its size', () => {
    const shot = slideScreenshot('Cells', ['Nucleus']);
    expect(judgePicture(shot.data)).toEqual({ ok: true, info: { format: 'png', width: 1280, height: 720 } });
  });

  it('refuses a picture declaring 60,000 × 60,000 pixels and a real decompression bomb, in microseconds', () => {
    const started = process.hrtime.bigint();
    expect(judgePicture(hostile.huge.data)).toEqual({ ok: false, reason: 'too-large' });
    expect(judgePicture(hostile.bomb.data)).toEqual({ ok: false, reason: 'too-large' });
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(50);
    expect(20000 * 20000).toBeGreaterThan(PICTURE_LIMITS.maxPixels);
  });

  it('calls a JPEG with no frame header, or cut short, damaged', () => {
    expect(judgePicture(hostile.corruptJpeg.data)).toEqual({ ok: false, reason: 'damaged' });
    expect(judgePicture(hostile.truncatedJpeg.data)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('leaves drawings and unknown bytes alone (not pictures of text), and icons too small to hold any', () => {
    const emf = Buffer.concat([Buffer.from([1, 0, 0, 0]), Buffer.alloc(100)]);
    expect(judgePicture(emf)).toEqual({ ok: false, reason: 'not-raster' });
    const icon = slideScreenshot('x', []);
    const tiny = Buffer.from(icon.data);
    tiny.writeUInt32BE(16, 16); // width 16
    tiny.writeUInt32BE(16, 20);
    expect(judgePicture(tiny)).toEqual({ ok: false, reason: 'too-small' });
  });
});
