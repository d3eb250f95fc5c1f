import { Link } from '@/lib/router';
import { MINIMUM_AGE, PRODUCT_NAME, SUBSCRIPTION_DAYS } from '@/lib/constants';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms apply to everyone who uses {PRODUCT_NAME}. By creating an account, subscribing
        or using the activities and worksheets, you agree to them. If you do not agree, please do
        not use {PRODUCT_NAME}. Our <Link to="/privacy">Privacy Policy</Link> explains how we handle
        personal information and forms part of these terms.
      </p>
    ),
  },
  {
    id: 'who-can-use',
    title: 'Who can use Sprouts',
    body: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account, or have the consent of
          a parent or guardian. Accounts are for parents and guardians; children use {PRODUCT_NAME}{' '}
          through their parent’s or guardian’s account.
        </p>
        <p>
          You are responsible for what happens under your account, and for supervising your child’s
          use of {PRODUCT_NAME} in a way that suits their age.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give accurate details: a working email address and your child’s first name and grade.
        </li>
        <li>Keep your password to yourself and tell us if you think someone else has used it.</li>
        <li>An account and its subscription are for the children of your own household.</li>
      </ul>
    ),
  },
  {
    id: 'subscription',
    title: 'Subscription and payment',
    body: (
      <>
        <p>
          A subscription gives access to the paid content of {PRODUCT_NAME} for {SUBSCRIPTION_DAYS}{' '}
          days from the day the payment is confirmed. The price is the one shown on the{' '}
          <Link to="/subscribe">subscribe page</Link> when you pay. You pay once, through PayPal or
          our card payment provider; the subscription does not renew automatically. If you pay again
          while a subscription is active, the new year starts when the current one ends.
        </p>
        <p>
          If a payment fails but money has left your account, the payment provider reverses it
          automatically, usually within 24 hours. If you think you have been charged in error,
          please <Link to="/contact">contact us</Link> and we will look into it promptly.
        </p>
      </>
    ),
  },
  {
    id: 'using-content',
    title: 'Using activities and worksheets',
    body: (
      <>
        <p>
          You may use the activities and print the worksheets for the children of your household.
          You may not sell, publish, share publicly or redistribute them, or remove the{' '}
          {PRODUCT_NAME} name from them.
        </p>
        <p>
          Content you download for offline use stays available on your device until your
          subscription ends.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not try to get into other people’s accounts or information.</li>
        <li>Do not try to get around payment, access controls or security.</li>
        <li>Do not copy content in bulk, with automated tools or otherwise.</li>
        <li>Do not use {PRODUCT_NAME} to break the law or to harm anyone.</li>
      </ul>
    ),
  },
  {
    id: 'ownership',
    title: 'Our content',
    body: (
      <p>
        The {PRODUCT_NAME} name and logo, the activities, pictures and worksheets belong to{' '}
        {PRODUCT_NAME} or to those who license them to us. Using {PRODUCT_NAME} does not give you
        ownership of them.
      </p>
    ),
  },
  {
    id: 'learning',
    title: 'About learning outcomes',
    body: (
      <p>
        {PRODUCT_NAME} supports early learning at home; it does not replace a teacher, school or
        specialist. Children learn at different speeds, and we cannot promise a particular result.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep {PRODUCT_NAME} available and correct, but we cannot promise that it will
        always be uninterrupted or free of mistakes. We may improve, change or retire features; if a
        change takes away something central to a paid subscription, we will tell you and offer a
        fair remedy.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {PRODUCT_NAME} is provided “as is”, and our total liability to
        you for any claim about the service is limited to the amount you paid for your current
        subscription. Nothing in these terms limits rights you have under consumer protection law
        that cannot be limited.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can stop using {PRODUCT_NAME} at any time and ask us to delete your account through the{' '}
        <Link to="/contact">contact page</Link>. We may suspend or close an account that breaks
        these terms; where we can, we will tell you why first.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        If we change these terms we will update the effective date at the top of this page, and tell
        you by email before an important change takes effect. Using {PRODUCT_NAME} after a change
        means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Please write to us through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      summary={
        <p>
          In short: accounts are for parents and guardians (at least {MINIMUM_AGE}, or with a
          parent’s or guardian’s consent), a subscription is one payment for {SUBSCRIPTION_DAYS}{' '}
          days with no automatic renewal, and worksheets are for your own household.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
