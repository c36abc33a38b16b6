// Standalone page of this remote (its team's own view); the site loads ./Routes through the host.
import('./bootstrap');
