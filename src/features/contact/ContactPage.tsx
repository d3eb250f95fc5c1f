import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ContactForm } from './ContactForm';
import { CONTACT_TEXT } from './messages';
import styles from './contact.module.css';

/** /contact: the contact form (SPEC sections 2 and 4). */
export default function ContactPage() {
  useDocumentTitle(CONTACT_TEXT.title);
  return (
    <div className={styles.page}>
      <PageHeading title={CONTACT_TEXT.title} lead={CONTACT_TEXT.lead} align="center" />
      <Card className={styles.card}>
        <ContactForm />
      </Card>
    </div>
  );
}
