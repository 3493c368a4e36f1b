// The contact page's only script: hydrates the form the server rendered, and nothing else.
import { ContactForm, type ContactFormProps } from "~/features/contact/ContactForm";
import { hydrateIsland } from "../../islands/hydrate";

hydrateIsland<ContactFormProps>("contactForm", (props) => <ContactForm {...props} />);
