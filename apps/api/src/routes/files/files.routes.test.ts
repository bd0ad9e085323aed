import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesUnder, multipart, photo, signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();

const newUser = () => signedInUser(env.app, env.accounts, { prefix: 'photo', firstName: 'Ala', lastName: 'Kot' });

describe('profile photo upload', () => {
  it('stores a square WebP at 512 and 128 px without metadata and answers its URL', async () => {
    const { user, token } = await newUser();
    const upload = multipart(await photo(), 'me.jpg');
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      cookies: { accessToken: token },
      ...upload,
    });
    expect(response.statusCode).toBe(200);
    const { fileUrl } = response.json();
    expect(fileUrl).toMatch(/^\/files\/photos\/users\/.+-512\.webp$/);
    const served = await env.app.inject(fileUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    const small = await env.app.inject(fileUrl.replace('-512.webp', '-128.webp'));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
    const me = await env.app.inject({ url: '/api/auth/session', cookies: { accessToken: token } });
    expect(me.statusCode).toBe(200);
  });

  it('replaces the previous photo instead of piling files up', async () => {
    const { user, token } = await newUser();
    const send = async () =>
      env.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/photo/`,
        cookies: { accessToken: token },
        ...multipart(await photo(300, 300), 'a.png'),
      });
    await send();
    await send();
    expect(filesUnder(env.uploads).filter((file) => file.includes(user.id))).toHaveLength(2);
  });

  it('checks the bytes, not the name: a program renamed .png is refused and nothing is written', async () => {
    const { user, token } = await newUser();
    const before = filesUnder(env.uploads).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      cookies: { accessToken: token },
      ...multipart(exe, 'photo.png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: 'NOT_AN_IMAGE',
      message: 'This file is not a JPEG, PNG or WebP image',
    });
    expect(filesUnder(env.uploads)).toHaveLength(before);
  });

  it('refuses a file over 10,000,000 bytes with the SPEC text', async () => {
    const { user, token } = await newUser();
    const big = Buffer.alloc(10_000_001, 1);
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      cookies: { accessToken: token },
      ...multipart(big, 'big.png'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The image file size is too large' });
  });

  it("answers 'No File' without a file, and lets only the owner upload", async () => {
    const { user, token } = await newUser();
    const other = await newUser();
    const none = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      cookies: { accessToken: token },
      ...multipart(Buffer.alloc(0), 'x.png', 'other'),
    });
    expect(none.json()).toMatchObject({ message: 'No File' });
    const foreign = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      cookies: { accessToken: other.token },
      ...multipart(await photo(), 'x.jpg'),
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await env.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/photo/`,
      ...multipart(await photo(), 'x.jpg'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never serves a path outside the store', async () => {
    expect((await env.app.inject('/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await env.app.inject('/files/photos/../../secret')).statusCode).toBe(404);
  });
});
