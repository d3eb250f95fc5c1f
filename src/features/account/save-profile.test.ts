import { describe, expect, it } from 'vitest';
import type { AuthOutcome } from '@/backend/auth-calls';
import type { ProfileChanges, ProfileSaveResult } from '@/backend/profile';
import { saveProfileChanges, type ProfileSaveCalls } from './save-profile';

interface Recorded {
  calls: string[];
  api: ProfileSaveCalls;
}

function fakeCalls(
  answers: {
    record?: ProfileSaveResult;
    name?: AuthOutcome;
    email?: AuthOutcome;
  } = {},
): Recorded {
  const calls: string[] = [];
  return {
    calls,
    api: {
      updateProfile: async (userId: string, changes: ProfileChanges) => {
        calls.push(`record ${userId} ${changes.name} ${changes.grade}`);
        return answers.record ?? { ok: true };
      },
      updateDisplayName: async (name: string) => {
        calls.push(`display name ${name}`);
        return answers.name ?? { ok: true };
      },
      requestEmailChange: async (email: string) => {
        calls.push(`email ${email}`);
        return answers.email ?? { ok: true };
      },
    },
  };
}

const before = { name: 'Asha', email: 'parent@example.com' };
const failure = (message: string): AuthOutcome => ({
  ok: false,
  message,
  code: null,
  offline: false,
});

describe('saveProfileChanges', () => {
  it('writes only the record when the name and email are unchanged', async () => {
    const fake = fakeCalls();
    const outcome = await saveProfileChanges(
      'u1',
      before,
      { name: 'Asha ', grade: 'Kindergarten-2', email: 'Parent@Example.com' },
      fake.api,
    );
    expect(outcome).toEqual({ ok: true, emailChangeSentTo: null });
    expect(fake.calls).toEqual(['record u1 Asha Kindergarten-2']);
  });

  it('updates the display name and asks for the email change when they changed', async () => {
    const fake = fakeCalls();
    const outcome = await saveProfileChanges(
      'u1',
      before,
      { name: ' Ravi', grade: 'Nursery', email: ' new@example.com ' },
      fake.api,
    );
    expect(outcome).toEqual({ ok: true, emailChangeSentTo: 'new@example.com' });
    expect(fake.calls).toEqual([
      'record u1 Ravi Nursery',
      'display name Ravi',
      'email new@example.com',
    ]);
  });

  it('stops at the first failure and says why', async () => {
    const recordFails = fakeCalls({ record: { ok: false, message: 'permission denied' } });
    expect(
      await saveProfileChanges(
        'u1',
        before,
        { name: 'Ravi', grade: 'Nursery', email: 'x@example.com' },
        recordFails.api,
      ),
    ).toEqual({ ok: false, message: 'permission denied' });
    expect(recordFails.calls).toHaveLength(1);

    const emailTaken = fakeCalls({ email: failure('Email address already registered') });
    expect(
      await saveProfileChanges(
        'u1',
        before,
        { name: 'Asha', grade: 'Nursery', email: 'taken@example.com' },
        emailTaken.api,
      ),
    ).toEqual({ ok: false, message: 'Email address already registered' });

    const renameFails = fakeCalls({ name: failure('Failed to fetch') });
    const outcome = await saveProfileChanges(
      'u1',
      before,
      { name: 'Ravi', grade: 'Nursery', email: 'other@example.com' },
      renameFails.api,
    );
    expect(outcome).toEqual({ ok: false, message: 'Failed to fetch' });
    expect(renameFails.calls).toEqual(['record u1 Ravi Nursery', 'display name Ravi']);
  });
});
