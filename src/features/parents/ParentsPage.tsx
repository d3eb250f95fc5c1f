import { useAuth } from '@/backend/auth-state';
import { ButtonLink } from '@/ui/Button';
import { Card, type CardTone } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import styles from './ParentsPage.module.css';

interface ParentFeature {
  title: string;
  text: string;
  tone: CardTone;
}

const FEATURES: readonly ParentFeature[] = [
  {
    title: 'Progress by topic',
    text: 'Every finished activity is recorded, so you can see which English and Maths topics your child has completed in each volume.',
    tone: 'green',
  },
  {
    title: 'Skill reports',
    text: 'Scores and stars from activities and end-of-volume assessments show where your child is confident and where a little more practice will help.',
    tone: 'sky',
  },
  {
    title: 'Printable progress report',
    text: 'Print a one-page summary of your child’s progress to keep, share with a teacher or put on the fridge.',
    tone: 'sun',
  },
  {
    title: 'Worksheets',
    text: 'Download and print worksheets for any topic, each with an answer key, or have them sent to your email.',
    tone: 'orange',
  },
  {
    title: 'Settings',
    text: 'Keep your child’s name and grade up to date, and manage your email address and subscription from your profile.',
    tone: 'berry',
  },
];

const STEPS: readonly string[] = [
  'Create a free account with your child’s first name and grade.',
  'Subscribe for a year to unlock every volume of your child’s grade.',
  'Let your child play on a tablet, online or offline, and follow their progress here.',
];

/** SPEC section 2: /parents, what Parents Corner offers a family. */
export default function ParentsPage() {
  useDocumentTitle('Parents Corner');
  const { status } = useAuth();

  return (
    <>
      <PageHeading
        eyebrow="For parents"
        title="Parents Corner"
        lead="Everything you need to guide your child’s learning: see what they have done, print what they need next and keep their details up to date."
      />
      <ul className={styles.features} aria-label="What Parents Corner offers">
        {FEATURES.map((feature) => (
          <Card as="li" tone={feature.tone} key={feature.title} className={styles.feature}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </Card>
        ))}
      </ul>

      <section aria-labelledby="how-it-works">
        <h2 className={styles.howTitle} id="how-it-works">
          How It Works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <p>{step}</p>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          {status === 'signedOut' ? (
            <>
              <ButtonLink to="/signup">Sign Up</ButtonLink>
              <ButtonLink to="/signin" variant="secondary">
                Sign In
              </ButtonLink>
            </>
          ) : null}
          {status === 'signedIn' ? <ButtonLink to="/profile">My Profile</ButtonLink> : null}
          <ButtonLink to="/class" variant="secondary">
            Select Your Grade
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
