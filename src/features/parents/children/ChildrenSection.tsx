import styles from '../parents.module.css';
import { FamilyChildren } from './FamilyChildren';

/** Parents Corner's list of the family's children, with the ways to change it. */
export function ChildrenSection({ userId }: { userId: string }) {
  return (
    <section id="children" aria-labelledby="children-title" className={styles.section}>
      <h2 id="children-title" className={styles.sectionTitle}>
        Your children
      </h2>
      <FamilyChildren userId={userId} />
    </section>
  );
}
