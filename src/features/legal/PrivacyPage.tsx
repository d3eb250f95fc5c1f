import { Link } from '@/lib/router';
import { MINIMUM_AGE, PRODUCT_NAME, SUBSCRIPTION_STATUS_CACHE_MS } from '@/lib/constants';
import { LegalDocument, type LegalSection } from './LegalDocument';

const STATUS_CACHE_MINUTES = SUBSCRIPTION_STATUS_CACHE_MS / 60_000;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {PRODUCT_NAME} offers English and Maths activities and printable worksheets for Nursery,
          Kindergarten 1 and Kindergarten 2, sold to parents as a one-year subscription. In this
          policy, “we”, “us” and “our” mean {PRODUCT_NAME}; “you” means the parent or guardian who
          holds the account; “your child” means the child who learns with {PRODUCT_NAME}.
        </p>
        <p>
          This policy explains what information we collect, why we collect it, who we share it with,
          how long we keep it and how you stay in control of it.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Our approach to children’s privacy',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is used by young children, so we collect as little about them as we can.
          Children do not create accounts, do not type in an email address, cannot chat or share
          anything with other people, and never see advertising.
        </p>
        <ul>
          <li>We ask only for your child’s first name (a nickname is fine) and grade.</li>
          <li>We show no advertising and use no advertising or tracking cookies.</li>
          <li>We never sell, rent or trade personal information.</li>
          <li>We do not build marketing profiles of children or parents.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Age and parental consent',
    body: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account, or have the consent of
          a parent or guardian. Children younger than {MINIMUM_AGE} use {PRODUCT_NAME} only through
          an account created and managed by a parent or guardian.
        </p>
        <p>
          By creating an account and entering your child’s first name and grade, you confirm that
          you are your child’s parent or guardian and that you consent to us handling your child’s
          information as this policy describes. You can withdraw that consent at any time by asking
          us to delete the account (see “Your choices and rights”).
        </p>
        <p>
          If we learn that we hold information about a child without a parent’s or guardian’s
          consent, we delete it.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your email address and a password. The password is
            stored only as a secure one-way hash by our sign-in service; nobody at {PRODUCT_NAME}
            can read it.
          </li>
          <li>
            <strong>About your child:</strong> the first name and grade you enter.
          </li>
          <li>
            <strong>Learning progress:</strong> which activities and assessments your child has
            finished, with the score, stars, time taken and date of each.
          </li>
          <li>
            <strong>Subscription:</strong> whether your subscription is active, its end date, and
            the order and payment references that the payment provider gives us.
          </li>
          <li>
            <strong>Messages:</strong> the name, email address, subject and message you send us
            through the contact form.
          </li>
          <li>
            <strong>Technical records:</strong> our hosting provider keeps short-lived server logs
            (such as IP address, browser type and time of a request) to keep the service secure and
            working.
          </li>
        </ul>
        <p>
          We do not collect your child’s surname, photographs, voice recordings, location, contacts
          or any advertising identifier.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments are handled by PayPal or by our card payment provider. You enter your payment
        details on their secure forms, and they process them under their own privacy policies. We
        never receive or store your full card number or your PayPal password; we keep only the order
        and payment references, the amount, the currency and whether the payment succeeded.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <ul>
        <li>
          To provide {PRODUCT_NAME}: show the right grade, unlock your subscription and save
          progress.
        </li>
        <li>To show you your child’s progress in Parents Corner and in printable reports.</li>
        <li>
          To send the emails you ask for or that the account needs: email verification, password
          reset, changes of email address and worksheets you choose to receive by email.
        </li>
        <li>To process payments and keep the records the law requires.</li>
        <li>To answer your messages.</li>
        <li>To keep the service secure and to fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'storage-on-device',
    title: 'Cookies, local storage and offline use',
    body: (
      <>
        <p>
          We do not use advertising or analytics cookies. {PRODUCT_NAME} uses your browser’s local
          storage and offline storage only for the service itself:
        </p>
        <ul>
          <li>to keep you signed in on this device;</li>
          <li>to remember your subscription status for up to {STATUS_CACHE_MINUTES} minutes;</li>
          <li>
            to keep the app, downloaded volumes, worksheets and your child’s latest progress on the
            device, so {PRODUCT_NAME} works without an internet connection and progress made offline
            is sent when you are back online.
          </li>
        </ul>
        <p>
          Signing out clears your sign-in and subscription status from the device. You can remove
          everything {PRODUCT_NAME} keeps on a device by clearing this site’s data in your browser
          settings.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <p>
          We share information only with service providers that run parts of {PRODUCT_NAME} for us,
          and only what each one needs:
        </p>
        <ul>
          <li>our hosting, database and sign-in provider, which stores the information above;</li>
          <li>our email delivery provider, which sends the emails described above;</li>
          <li>PayPal and our card payment provider, which process payments.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it, or to protect the safety of a
          child. We never sell personal information.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep account, child and progress information while your account exists. When you delete
        your account, we delete your email address, your children’s names, grades and pictures,
        every progress record and the messages you sent us while signed in. We keep the record of
        each payment (order and payment references, amount, currency and date), no longer linked to
        any account, only as long as tax and accounting law requires, and other contact messages
        only as long as we need them to answer you.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Information travels over encrypted connections (HTTPS). Passwords are stored only as hashes.
        Our database rules let each signed-in parent read only their own family’s information, and
        only our server can change subscription and payment records.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see and change your child’s name and grade and your email address on your{' '}
          <Link to="/profile">profile</Link> at any time.
        </p>
        <p>
          ‘Download our data’ on your <Link to="/profile">profile</Link> gives you a copy of what
          our server holds about your family at once: your account, your children, every result and
          your payments, in one file (JSON). A child you remove in Parents Corner is removed with
          all of their results, from our server and from the device you remove them on.
        </p>
        <p>
          ‘Delete my account’ on your <Link to="/profile">profile</Link> deletes your account once
          you type your password: the account, every child in it and every result, from our server
          at once, and from this device with the worksheets and volumes saved on it. Your other
          devices sign out and forget the account the next time they connect, and we email you a
          confirmation. Payment records stay as described under “How long we keep information”.
        </p>
        <p>
          To get a copy of the information we hold, to correct it, or to have your account and your
          child’s information deleted, you can also write to us through the{' '}
          <Link to="/contact">contact page</Link> from the email address on the account. We answer
          every request within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the effective date at the top of this page. If a
        change affects how we use your or your child’s information, we will tell you by email before
        it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy are welcome. Please write to us through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          In short: we collect only what {PRODUCT_NAME} needs (your email, your child’s first name
          and grade, and learning progress), we show no ads, we never sell data, payments are
          handled by PayPal or our card provider, and you can have everything deleted at any time.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
