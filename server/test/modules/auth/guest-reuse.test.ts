/**
 * A browser reuses its guest. guest-signup with the guest id it was given returns
 * the same guest (200), not a new account; an unknown, malformed or converted id gets a new one (201).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { fileTestApp } from '../../helpers/app';

const t = await fileTestApp();

const guestSignup = (guestId: string | null) => t.inject({ method: 'POST', url: '/api/guest-signup', payload: { guestId } });
const guestCount = async () => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.isGuest, true))).length;

test('the same browser gets the same guest back, as often as it asks', async () => {
  const first = await guestSignup(null);
  assert.equal(first.statusCode, 201);
  const guest = first.json<{ id: number; username: string }>();
  const before = await guestCount();
  for (let i = 0; i < 3; i += 1) {
    const again = await guestSignup(guest.username);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), guest);
  }
  assert.equal(await guestCount(), before);
  // And it still logs in with its id as the password (docs/decisions/product.md#states).
  assert.equal(
    (await t.inject({ method: 'POST', url: '/api/token', payload: { username: guest.username, password: guest.username } })).statusCode,
    200,
  );
});

test("an unknown or malformed id, or a member account's name, gets a new guest", async () => {
  for (const guestId of ['guest_' + 'x'.repeat(48), 'customer', 'admin', '']) {
    const response = await guestSignup(guestId);
    assert.equal(response.statusCode, 201, guestId);
    assert.notEqual(response.json().username, guestId);
  }
});

test('a guest converted to a full account is never handed out again', async () => {
  const guest = (await guestSignup(null)).json<{ id: number; username: string }>();
  await t.database.db.update(users).set({ isGuest: false }).where(eq(users.id, guest.id));
  const response = await guestSignup(guest.username);
  assert.equal(response.statusCode, 201);
  assert.notEqual(response.json().id, guest.id);
});
